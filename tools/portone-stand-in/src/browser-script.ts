/**
 * The script the web app loads instead of PortOne's CDN script while the stand-in is on. It defines
 * `window.PortOne.requestPayment` (what `@portone/browser-sdk/v2` calls when `window.PortOne` exists) and shows a
 * Korean payment window in the page: an accessible modal dialog with the store, 주문명, amount in 원 and method, and
 * 결제 승인 / 결제 실패 / 닫기. It resolves like the real SDK (`{transactionType, paymentId, txId}`, plus `code` and
 * `message` on failure), or, on a mobile browser (or with `forceRedirect`) when `redirectUrl` is given, leaves for
 * `redirectUrl?paymentId=…&txId=…` (`&code=…&message=…` on failure) as mobile PG windows do.
 * Plain ES2017 and DOM calls only, no inline styles or handlers in markup: it runs under the page CSP.
 */
export function browserScript(base: string): string {
  return `/* 물멍 로컬 대체 결제창 (PortOne V2 stand-in, tools/portone-stand-in) */
(function () {
  "use strict";
  var BASE = ${JSON.stringify(base)};
  var METHOD_LABEL = {
    CARD: "신용·체크카드", MOBILE: "휴대폰 결제", VIRTUAL_ACCOUNT: "가상계좌", TRANSFER: "실시간 계좌이체",
    EASY_PAY: "간편결제"
  };
  var EASY_PAY_LABEL = { NAVERPAY: "네이버페이", KAKAOPAY: "카카오페이", TOSSPAY: "토스페이", LPAY: "L.pay", PAYCO: "페이코" };

  function post(path, body) {
    return fetch(BASE + path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body || {}),
      credentials: "same-origin"
    }).then(function (response) {
      return response.json().then(function (json) { return { ok: response.ok, json: json }; });
    });
  }

  function isMobile() {
    return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
  }

  function won(amount) {
    return Number(amount).toLocaleString("ko-KR") + "원";
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === "text") node.textContent = attrs[key];
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function style(node, rules) {
    Object.keys(rules).forEach(function (key) { node.style.setProperty(key, rules[key]); });
    return node;
  }

  function finish(request, result, resolve) {
    var redirect = request.redirectUrl && (request.forceRedirect || isMobile());
    if (redirect) {
      var url = new URL(request.redirectUrl, location.href);
      url.searchParams.set("paymentId", result.paymentId);
      if (result.txId) url.searchParams.set("txId", result.txId);
      url.searchParams.set("transactionType", "PAYMENT");
      if (result.code) {
        url.searchParams.set("code", result.code);
        url.searchParams.set("message", result.message);
      }
      location.assign(url.toString());
      return;
    }
    resolve(result);
  }

  function showWindow(request, opened, resolve) {
    var previous = document.activeElement;
    var titleId = "portone-stand-in-title";
    var rows = [
      ["상점", opened.storeName],
      ["주문명", opened.orderName],
      ["결제 금액", won(opened.totalAmount)],
      ["결제 수단", opened.payMethod === "EASY_PAY"
        ? (EASY_PAY_LABEL[opened.easyPayProvider] || opened.easyPayProvider)
        : METHOD_LABEL[opened.payMethod]]
    ];
    var list = style(el("dl", {}), { margin: "16px 0", display: "grid", "grid-template-columns": "auto 1fr", gap: "8px 16px" });
    rows.forEach(function (row) {
      list.appendChild(style(el("dt", { text: row[0] }), { color: "#4e5968", margin: "0" }));
      list.appendChild(style(el("dd", { text: row[1], "data-field": row[0] }), { margin: "0", "font-weight": "700" }));
    });
    var note = el("p", {
      text: opened.payMethod === "VIRTUAL_ACCOUNT"
        ? "결제 승인을 누르면 입금할 가상계좌가 발급됩니다."
        : "실제 결제 대신 개발·테스트용 로컬 결제창입니다. 돈이 빠져나가지 않습니다."
    });
    style(note, { color: "#4e5968", "font-size": "14px", margin: "0 0 16px" });
    var approve = el("button", { type: "button", text: "결제 승인" });
    var fail = el("button", { type: "button", text: "결제 실패" });
    var close = el("button", { type: "button", text: "닫기" });
    [approve, fail, close].forEach(function (button, index) {
      style(button, {
        "flex": "1", "min-height": "48px", "border-radius": "10px", "border": "0", "font-size": "16px",
        "font-weight": "700", "cursor": "pointer",
        "background": index === 0 ? "#1b64da" : "#e5e8eb", "color": index === 0 ? "#ffffff" : "#191f28"
      });
    });
    var status = el("p", { role: "status", "aria-live": "polite" });
    style(status, { "min-height": "1.5em", margin: "8px 0 0", color: "#c0392b" });
    var actions = style(el("div", {}, [close, fail, approve]), { display: "flex", gap: "8px" });
    var dialog = el("div", {
      role: "dialog", "aria-modal": "true", "aria-labelledby": titleId, "data-portone-stand-in": "window"
    }, [
      style(el("h2", { id: titleId, text: "결제하기" }), { margin: "0 0 4px", "font-size": "20px" }),
      note, list, actions, status
    ]);
    style(dialog, {
      background: "#ffffff", color: "#191f28", "border-radius": "16px", padding: "24px", width: "min(420px, 100%)",
      "box-sizing": "border-box", "font-family": "inherit", "box-shadow": "0 8px 32px rgba(0,0,0,.25)"
    });
    var overlay = style(el("div", {}, [dialog]), {
      position: "fixed", inset: "0", background: "rgba(0,0,0,.5)", display: "flex", "align-items": "center",
      "justify-content": "center", padding: "16px", "z-index": "2147483647", "box-sizing": "border-box"
    });
    var buttons = [close, fail, approve];
    var busy = false;

    function done(result) {
      document.removeEventListener("keydown", onKey, true);
      overlay.remove();
      if (previous && typeof previous.focus === "function") previous.focus();
      finish(request, result, resolve);
    }
    function onKey(event) {
      if (event.key === "Escape" && !busy) { event.preventDefault(); cancelled(); }
      if (event.key === "Tab") {
        var index = buttons.indexOf(document.activeElement);
        var next = event.shiftKey ? (index <= 0 ? buttons.length - 1 : index - 1) : (index + 1) % buttons.length;
        event.preventDefault();
        buttons[next].focus();
      }
    }
    function act(path) {
      if (busy) return;
      busy = true;
      buttons.forEach(function (button) { button.disabled = true; });
      status.textContent = "처리 중입니다…";
      post("/window/payments/" + encodeURIComponent(opened.paymentId) + path, { txId: opened.txId })
        .then(function (answer) {
          if (!answer.ok) throw new Error(answer.json.message || "결제를 처리하지 못했습니다.");
          var result = { transactionType: "PAYMENT", paymentId: opened.paymentId, txId: answer.json.txId };
          if (answer.json.code) { result.code = answer.json.code; result.message = answer.json.message; }
          done(result);
        })
        .catch(function (error) {
          busy = false;
          buttons.forEach(function (button) { button.disabled = false; });
          status.textContent = error.message;
        });
    }
    function cancelled() {
      done({
        transactionType: "PAYMENT", paymentId: opened.paymentId, txId: opened.txId,
        code: "FAILURE_TYPE_PG", message: "사용자가 결제를 취소했습니다."
      });
    }
    approve.addEventListener("click", function () { act("/approve"); });
    fail.addEventListener("click", function () { act("/fail"); });
    close.addEventListener("click", function () { if (!busy) cancelled(); });
    document.addEventListener("keydown", onKey, true);
    document.body.appendChild(overlay);
    approve.focus();
  }

  function requestPayment(request) {
    return new Promise(function (resolve, reject) {
      post("/window/payments", request)
        .then(function (answer) {
          if (!answer.ok) {
            finish(request, {
              transactionType: "PAYMENT", paymentId: request && request.paymentId, txId: answer.json.txId,
              code: answer.json.type || "FAILURE_TYPE_PG", message: answer.json.message
            }, resolve);
            return;
          }
          showWindow(request, answer.json, resolve);
        })
        .catch(reject);
    });
  }

  window.PortOne = { requestPayment: requestPayment, __standIn: true };
})();
`;
}
