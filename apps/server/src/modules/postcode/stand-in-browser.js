/*
 * 물멍 로컬 대체 주소 검색 (the local stand-in for Kakao's postcode script, decision 037).
 * Served at /postcode-stand-in/postcode.v2.js while the stand-ins are on, in place of
 * https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js, and speaking its protocol:
 *   new kakao.Postcode({ oncomplete(data), onsearch({ q, count }), onresize({ width, height }), onclose(state),
 *     focusInput, width, height }).embed(element, { q, autoClose })
 * (also as daum.Postcode, the older name, and daum.postcode.load(callback)). Where the real widget puts an iframe
 * into the element, this one renders a Korean search form and result list into it, searching the server's
 * /postcode-stand-in/search. `data` has the real widget's fields. Plain DOM calls, no inline handlers, so it runs
 * under the page's Content-Security-Policy.
 */
(() => {
  const script = document.currentScript;
  const BASE = new URL(".", script ? script.src : location.href).pathname.replace(/\/$/, "");
  const STYLE_ID = "mulmung-postcode-stand-in-style";
  const CSS = `
.mpc { display: flex; flex-direction: column; gap: 12px; color: #191f28; font: inherit; }
.mpc-form { display: flex; gap: 8px; }
.mpc-input { flex: 1; min-width: 0; min-height: 44px; padding: 0 12px; border: 1px solid #8b95a1; border-radius: 10px;
  font: inherit; font-size: 16px; color: #191f28; background: #fff; }
.mpc-submit { min-height: 44px; padding: 0 16px; border: 0; border-radius: 10px; background: #1b64da; color: #fff;
  font: inherit; font-weight: 700; cursor: pointer; }
.mpc-hint { margin: 0; color: #4e5968; font-size: 14px; }
.mpc-list { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 8px; }
.mpc-item { border: 1px solid #e5e8eb; border-radius: 10px; overflow: hidden; }
.mpc-road, .mpc-jibun { display: flex; flex-wrap: wrap; gap: 4px 8px; width: 100%; padding: 12px; border: 0;
  background: #fff; color: #191f28; font: inherit; text-align: left; cursor: pointer; }
.mpc-jibun { padding-top: 0; color: #4e5968; font-size: 14px; }
.mpc-road:hover, .mpc-jibun:hover, .mpc-road:focus-visible, .mpc-jibun:focus-visible { background: #f2f4f6; }
.mpc-zone { font-weight: 700; color: #1b64da; }
.mpc-building { color: #4e5968; }
.mpc-tag { padding: 0 6px; border: 1px solid #8b95a1; border-radius: 4px; font-size: 12px; color: #4e5968; }
.mpc-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
  let uid = 0;

  function installStyle() {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === "text") node.textContent = value;
      else node.setAttribute(key, value);
    }
    for (const child of children || []) node.appendChild(child);
    return node;
  }

  function Postcode(options) {
    this.options = options || {};
  }

  Postcode.prototype.embed = function embed(element, embedOptions) {
    if (!element || typeof element.appendChild !== "function") throw new Error("embed(element): element is required");
    const options = this.options;
    const autoClose = embedOptions?.autoClose !== false;
    installStyle();
    uid += 1;
    const inputId = `mulmung-postcode-${uid}`;

    const input = el("input", {
      id: inputId,
      class: "mpc-input",
      type: "search",
      autocomplete: "off",
      enterkeyhint: "search",
      placeholder: "예: 세종대로 110, 판교역로",
    });
    const form = el("form", { class: "mpc-form", role: "search" }, [
      el("label", { for: inputId, class: "mpc-hidden", text: "도로명, 건물명 또는 지번" }),
      input,
      el("button", { type: "submit", class: "mpc-submit", text: "검색" }),
    ]);
    const hint = el("p", { class: "mpc-hint", role: "status", text: "도로명, 건물명 또는 우편번호로 검색하세요." });
    const list = el("ul", { class: "mpc-list", "aria-label": "주소 검색 결과" });
    const root = el("div", { class: "mpc", "data-postcode-stand-in": "" }, [form, hint]);

    function resized() {
      if (typeof options.onresize === "function") {
        options.onresize({ width: root.offsetWidth, height: root.offsetHeight });
      }
    }

    function choose(item, type) {
      const data = Object.assign({}, item, { userSelectedType: type });
      if (autoClose) element.textContent = "";
      if (typeof options.oncomplete === "function") options.oncomplete(data);
      if (autoClose && typeof options.onclose === "function") options.onclose("COMPLETE_CLOSE");
    }

    function show(items) {
      list.textContent = "";
      for (const item of items) {
        const road = el("button", { type: "button", class: "mpc-road", "data-type": "R" }, [
          el("span", { class: "mpc-zone", text: item.zonecode }),
          el("span", { class: "mpc-tag", text: "도로명" }),
          el("span", { text: item.roadAddress }),
          el("span", { class: "mpc-building", text: item.buildingName }),
        ]);
        const jibun = el("button", { type: "button", class: "mpc-jibun", "data-type": "J" }, [
          el("span", { class: "mpc-tag", text: "지번" }),
          el("span", { text: item.jibunAddress }),
        ]);
        road.addEventListener("click", () => choose(item, "R"));
        jibun.addEventListener("click", () => choose(item, "J"));
        list.appendChild(el("li", { class: "mpc-item" }, [road, jibun]));
      }
      if (items.length > 0) {
        hint.textContent = `검색 결과 ${items.length}건`;
        if (!list.parentNode) root.appendChild(list);
      } else {
        hint.textContent = "검색 결과가 없습니다. 도로명과 건물번호를 확인해주세요.";
        list.remove();
      }
      resized();
    }

    function search(q) {
      const query = q.trim();
      if (!query) {
        hint.textContent = "도로명, 건물명 또는 우편번호로 검색하세요.";
        list.remove();
        resized();
        return;
      }
      hint.textContent = "검색하고 있습니다…";
      fetch(`${BASE}/search?q=${encodeURIComponent(query)}`, { credentials: "same-origin" })
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.json();
        })
        .then((answer) => {
          if (typeof options.onsearch === "function") options.onsearch({ q: query, count: answer.items.length });
          show(answer.items);
        })
        .catch(() => {
          hint.textContent = "주소를 찾지 못했습니다. 잠시 후 다시 시도해 주세요.";
          list.remove();
          resized();
        });
    }

    form.addEventListener("submit", (event) => {
      event.preventDefault();
      // The widget's form sits inside the host page's own forms and dialogs: its submit stays here.
      event.stopPropagation();
      search(input.value);
    });

    element.textContent = "";
    element.appendChild(root);
    const q = embedOptions && typeof embedOptions.q === "string" ? embedOptions.q : "";
    if (q) {
      input.value = q;
      search(q);
    }
    if (options.focusInput !== false) input.focus();
    resized();
  };

  Postcode.prototype.open = function open() {
    throw new Error("The local postcode stand-in supports embed() only.");
  };

  const loader = { version: "stand-in", load: (callback) => callback() };
  window.kakao = window.kakao || {};
  window.kakao.Postcode = Postcode;
  window.kakao.postcode = loader;
  window.daum = window.daum || {};
  window.daum.Postcode = Postcode;
  window.daum.postcode = loader;
})();
