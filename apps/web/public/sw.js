/*
 * 물멍's service worker: shows a web push (the server's notification, SPEC §3: id, topic, title, body, sentTime,
 * pageLink) and, when it is tapped, opens /notification?open=<id>, which marks it clicked and goes to its pageLink
 * (SPEC §4: a background message navigates to its pageLink). Open pages are told a push arrived, so the header's
 * badge counts it. Decision 029.
 */
self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  let notification = null;
  try {
    notification = event.data ? event.data.json() : null;
  } catch {
    notification = null;
  }
  if (!notification || typeof notification.title !== "string") return;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(notification.title, {
        body: notification.body,
        icon: "/icon-192.png",
        badge: "/icon-192.png",
        tag: `notification-${notification.id}`,
        lang: "ko",
        data: { id: notification.id, pageLink: notification.pageLink },
      }),
      self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((clients) => {
        for (const client of clients) client.postMessage({ type: "push", notification });
      }),
    ]),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const id = Number(event.notification.data?.id);
  const target = Number.isInteger(id) && id > 0 ? `/notification?open=${id}` : "/notification";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((clients) => {
      const open = clients.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => client?.focus());
      return self.clients.openWindow(target);
    }),
  );
});
