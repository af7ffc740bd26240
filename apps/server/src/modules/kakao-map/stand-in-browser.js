/*
 * 물멍 로컬 대체 지도 (the local stand-in for Kakao Maps' JavaScript SDK, decision 051).
 * Served at /kakao-map-stand-in/sdk.js while the stand-ins are on and no KAKAO_JAVASCRIPT_KEY is set, in place of
 * https://dapi.kakao.com/v2/maps/sdk.js?appkey=…&autoload=false&libraries=clusterer, and defining exactly the part of
 * `kakao.maps` the store map calls:
 *   kakao.maps.load(callback)
 *   new LatLng(lat, lng)                  getLat() getLng()
 *   new LatLngBounds(sw, ne)              getSouthWest() getNorthEast() contain(latLng)
 *   new Map(container, { center, level }) setCenter getCenter setLevel getLevel getBounds relayout
 *   new CustomOverlay({ position, content, xAnchor, yAnchor, zIndex, clickable })
 *                                         setMap getMap setZIndex getPosition
 *   new MarkerClusterer({ map, markers, gridSize, minLevel, minClusterSize, averageCenter, disableClickZoom })
 *                                         addMarkers clear redraw setMinLevel getMinLevel
 *   event.addListener / removeListener / trigger   (the map's dragend and zoom_changed)
 * Levels mean what Kakao's mean: level L shows 2^(L-3) metres per CSS pixel, 1 to 14. Where Kakao draws map tiles,
 * this draws what the store map drew before it: a light land colour with a round-km grid and a scale. Clusters are
 * round badges with their count (data-cluster-size); tapping one zooms in on it, as Kakao's do. Plain DOM calls, no
 * inline handlers, so it runs under the page's Content-Security-Policy.
 */
(() => {
  const STYLE_ID = "mulmung-kakao-map-stand-in-style";
  const CSS = `
.kms { position: absolute; inset: 0; overflow: hidden; background: #edf3e9; touch-action: none; cursor: grab;
  user-select: none; -webkit-user-select: none; }
.kms[data-dragging] { cursor: grabbing; }
.kms-grid { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
.kms-pane { position: absolute; inset: 0; }
.kms-overlay { position: absolute; white-space: nowrap; }
.kms-cluster { display: flex; align-items: center; justify-content: center; width: 44px; height: 44px; border: 3px solid
  rgb(255 255 255 / 90%); border-radius: 50%; background: #c2410c; color: #fff; font: inherit;
  font-size: 15px; font-weight: 800; box-shadow: 0 2px 8px rgb(0 0 0 / 25%); cursor: pointer; }
.kms-scale { position: absolute; left: 8px; bottom: 8px; padding: 0 4px; border: 2px solid #4e5968; border-top: 0;
  color: #4e5968; font-size: 11px; line-height: 14px; pointer-events: none; }
.kms-badge { position: absolute; right: 8px; bottom: 8px; padding: 1px 6px; border-radius: 4px;
  background: rgb(255 255 255 / 80%); color: #6b7684; font-size: 10px; pointer-events: none; }
`;
  const SVG = "http://www.w3.org/2000/svg";
  const KM_PER_DEGREE_LATITUDE = 110.574;
  const MIN_LEVEL = 1;
  const MAX_LEVEL = 14;
  const DRAG_THRESHOLD_PX = 5;

  function installStyle() {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function div(className, text) {
    const node = document.createElement("div");
    node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  const metresPerPixel = (level) => 2 ** (level - 3);
  const kmPerDegreeLongitude = (latitude) => 111.32 * Math.cos((latitude * Math.PI) / 180);
  /** A round step (1, 2 or 5 × 10^n km) giving about three grid lines either side of the centre. */
  function gridStepKm(halfWidthKm) {
    const raw = halfWidthKm / 3;
    const power = 10 ** Math.floor(Math.log10(raw));
    const scaled = raw / power;
    return (scaled < 1.5 ? 1 : scaled < 3.5 ? 2 : scaled < 7.5 ? 5 : 10) * power;
  }

  // ---- events -------------------------------------------------------------------------------------------------
  const handlers = new WeakMap();
  const event = {
    addListener(target, type, handler) {
      if (!handlers.has(target)) handlers.set(target, {});
      const byType = handlers.get(target);
      byType[type] = [...(byType[type] || []), handler];
    },
    removeListener(target, type, handler) {
      const byType = handlers.get(target);
      if (byType?.[type]) byType[type] = byType[type].filter((h) => h !== handler);
    },
    trigger(target, type, data) {
      for (const handler of handlers.get(target)?.[type] || []) handler(data);
    },
  };

  // ---- coordinates --------------------------------------------------------------------------------------------
  function LatLng(lat, lng) {
    this.lat = Number(lat);
    this.lng = Number(lng);
  }
  LatLng.prototype.getLat = function getLat() {
    return this.lat;
  };
  LatLng.prototype.getLng = function getLng() {
    return this.lng;
  };
  LatLng.prototype.toString = function latLngText() {
    return `(${this.lat}, ${this.lng})`;
  };

  function LatLngBounds(sw, ne) {
    this.sw = sw;
    this.ne = ne;
  }
  LatLngBounds.prototype.getSouthWest = function getSouthWest() {
    return this.sw;
  };
  LatLngBounds.prototype.getNorthEast = function getNorthEast() {
    return this.ne;
  };
  LatLngBounds.prototype.contain = function contain(p) {
    return p.lat >= this.sw.lat && p.lat <= this.ne.lat && p.lng >= this.sw.lng && p.lng <= this.ne.lng;
  };

  // ---- the map ------------------------------------------------------------------------------------------------
  function KakaoMap(container, options) {
    installStyle();
    this.container = container;
    this.center = options?.center || new LatLng(37.5666805, 126.9784147);
    this.level = Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.round(options?.level || 3)));
    this.overlays = new Set();
    this.root = div("kms");
    this.root.setAttribute("data-kakao-map-stand-in", "");
    this.grid = document.createElementNS(SVG, "svg");
    this.grid.setAttribute("class", "kms-grid");
    this.grid.setAttribute("aria-hidden", "true");
    this.pane = div("kms-pane");
    this.scale = div("kms-scale");
    this.root.append(this.grid, this.pane, this.scale, div("kms-badge", "로컬 대체 지도"));
    container.appendChild(this.root);
    this.listenForDrag();
    this.draw();
  }

  KakaoMap.prototype.size = function size() {
    return { width: this.root.clientWidth || 1, height: this.root.clientHeight || 1 };
  };

  /** Pixels from the map's top left corner. */
  KakaoMap.prototype.project = function project(position) {
    const { width, height } = this.size();
    const k = 1000 / metresPerPixel(this.level);
    return {
      x: width / 2 + (position.lng - this.center.lng) * kmPerDegreeLongitude(this.center.lat) * k,
      y: height / 2 - (position.lat - this.center.lat) * KM_PER_DEGREE_LATITUDE * k,
    };
  };

  KakaoMap.prototype.unproject = function unproject(x, y) {
    const { width, height } = this.size();
    const km = metresPerPixel(this.level) / 1000;
    return new LatLng(
      this.center.lat - ((y - height / 2) * km) / KM_PER_DEGREE_LATITUDE,
      this.center.lng + ((x - width / 2) * km) / kmPerDegreeLongitude(this.center.lat),
    );
  };

  KakaoMap.prototype.setCenter = function setCenter(position) {
    this.center = new LatLng(position.getLat(), position.getLng());
    this.draw();
    event.trigger(this, "center_changed");
  };
  KakaoMap.prototype.getCenter = function getCenter() {
    return new LatLng(this.center.lat, this.center.lng);
  };
  KakaoMap.prototype.setLevel = function setLevel(level) {
    const next = Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.round(level)));
    if (next === this.level) return;
    this.level = next;
    this.draw();
    event.trigger(this, "zoom_changed");
  };
  KakaoMap.prototype.getLevel = function getLevel() {
    return this.level;
  };
  KakaoMap.prototype.getBounds = function getBounds() {
    const { width, height } = this.size();
    return new LatLngBounds(this.unproject(0, height), this.unproject(width, 0));
  };
  KakaoMap.prototype.relayout = function relayout() {
    this.draw();
  };

  KakaoMap.prototype.draw = function draw() {
    const { width, height } = this.size();
    const kmPerPx = metresPerPixel(this.level) / 1000;
    const step = gridStepKm((width / 2) * kmPerPx);
    const lines = [];
    // Grid lines at round km from the centre of the first drawing, so they move with the map.
    this.origin ??= new LatLng(this.center.lat, this.center.lng);
    const origin = this.project(this.origin);
    const stepPx = step / kmPerPx;
    for (let x = origin.x - Math.ceil(origin.x / stepPx) * stepPx; x <= width; x += stepPx) {
      lines.push(`<line x1="${x}" x2="${x}" y1="0" y2="${height}" />`);
    }
    for (let y = origin.y - Math.ceil(origin.y / stepPx) * stepPx; y <= height; y += stepPx) {
      lines.push(`<line y1="${y}" y2="${y}" x1="0" x2="${width}" />`);
    }
    this.grid.setAttribute("viewBox", `0 0 ${width} ${height}`);
    this.grid.innerHTML = `<g stroke="#ffffff" stroke-width="1.5">${lines.join("")}</g>`;
    this.scale.style.width = `${Math.round(stepPx)}px`;
    this.scale.textContent = step >= 1 ? `${step}km` : `${Math.round(step * 1000)}m`;
    for (const overlay of this.overlays) overlay.place();
  };

  KakaoMap.prototype.listenForDrag = function listenForDrag() {
    let drag = null;
    this.root.addEventListener("pointerdown", (e) => {
      if (e.button !== 0) return;
      drag = { id: e.pointerId, x: e.clientX, y: e.clientY, from: this.center, moved: false };
    });
    this.root.addEventListener("pointermove", (e) => {
      if (!drag || drag.id !== e.pointerId) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      if (!drag.moved) {
        drag.moved = true;
        this.root.setPointerCapture(e.pointerId);
        this.root.setAttribute("data-dragging", "");
        event.trigger(this, "dragstart");
      }
      this.center = drag.from;
      const { width, height } = this.size();
      this.center = this.unproject(width / 2 - dx, height / 2 - dy);
      this.draw();
      event.trigger(this, "drag");
    });
    const end = (e) => {
      if (!drag || drag.id !== e.pointerId) return;
      const moved = drag.moved;
      drag = null;
      this.root.removeAttribute("data-dragging");
      if (moved) {
        event.trigger(this, "dragend");
        event.trigger(this, "idle");
      }
    };
    this.root.addEventListener("pointerup", end);
    this.root.addEventListener("pointercancel", end);
  };

  // ---- overlays -----------------------------------------------------------------------------------------------
  function CustomOverlay(options) {
    this.position = options.position;
    this.xAnchor = options.xAnchor ?? 0.5;
    this.yAnchor = options.yAnchor ?? 0.5;
    this.el = div("kms-overlay");
    this.el.style.transform = `translate(${-this.xAnchor * 100}%, ${-this.yAnchor * 100}%)`;
    this.setZIndex(options.zIndex ?? 0);
    if (typeof options.content === "string") this.el.innerHTML = options.content;
    else if (options.content) this.el.appendChild(options.content);
    this.map = null;
    if (options.map) this.setMap(options.map);
  }
  CustomOverlay.prototype.setMap = function setMap(map) {
    if (this.map === map) return;
    if (this.map) {
      this.map.overlays.delete(this);
      this.el.remove();
    }
    this.map = map || null;
    if (this.map) {
      this.map.overlays.add(this);
      this.map.pane.appendChild(this.el);
      this.place();
    }
  };
  CustomOverlay.prototype.getMap = function getMap() {
    return this.map;
  };
  CustomOverlay.prototype.getPosition = function getPosition() {
    return this.position;
  };
  CustomOverlay.prototype.setZIndex = function setZIndex(zIndex) {
    this.el.style.zIndex = String(zIndex);
  };
  CustomOverlay.prototype.place = function place() {
    if (!this.map) return;
    const { x, y } = this.map.project(this.position);
    this.el.style.left = `${x}px`;
    this.el.style.top = `${y}px`;
  };

  // ---- the clusterer ------------------------------------------------------------------------------------------
  function MarkerClusterer(options) {
    this.map = options.map;
    this.markers = [];
    this.clusters = [];
    this.gridSize = options.gridSize ?? 60;
    this.minLevel = options.minLevel ?? 0;
    this.minClusterSize = options.minClusterSize ?? 2;
    this.averageCenter = options.averageCenter ?? false;
    this.disableClickZoom = options.disableClickZoom ?? false;
    const redraw = () => this.redraw();
    event.addListener(this.map, "zoom_changed", redraw);
    event.addListener(this.map, "dragend", redraw);
    event.addListener(this.map, "center_changed", redraw);
    if (options.markers) this.addMarkers(options.markers);
  }
  MarkerClusterer.prototype.addMarkers = function addMarkers(markers, nodraw) {
    this.markers.push(...markers);
    if (!nodraw) this.redraw();
  };
  MarkerClusterer.prototype.clear = function clear() {
    for (const marker of this.markers) marker.setMap(null);
    for (const cluster of this.clusters) cluster.setMap(null);
    this.markers = [];
    this.clusters = [];
  };
  MarkerClusterer.prototype.setMinLevel = function setMinLevel(level) {
    this.minLevel = level;
    this.redraw();
  };
  MarkerClusterer.prototype.getMinLevel = function getMinLevel() {
    return this.minLevel;
  };
  MarkerClusterer.prototype.redraw = function redraw() {
    for (const cluster of this.clusters) cluster.setMap(null);
    this.clusters = [];
    const map = this.map;
    if (map.getLevel() < this.minLevel) {
      for (const marker of this.markers) marker.setMap(map);
      return;
    }
    // Kakao's way: each marker joins the first group whose centre lies within gridSize pixels, else starts one.
    const groups = [];
    for (const marker of this.markers) {
      const point = map.project(marker.getPosition());
      const group = groups.find(
        (g) => Math.abs(g.x - point.x) <= this.gridSize && Math.abs(g.y - point.y) <= this.gridSize,
      );
      if (!group) {
        groups.push({ x: point.x, y: point.y, members: [marker] });
        continue;
      }
      group.members.push(marker);
      if (this.averageCenter) {
        group.x += (point.x - group.x) / group.members.length;
        group.y += (point.y - group.y) / group.members.length;
      }
    }
    for (const group of groups) {
      const isCluster = group.members.length >= this.minClusterSize;
      for (const marker of group.members) marker.setMap(isCluster ? null : map);
      if (isCluster) this.clusters.push(this.clusterOverlay(group));
    }
  };
  MarkerClusterer.prototype.clusterOverlay = function clusterOverlay(group) {
    const map = this.map;
    const center = map.unproject(group.x, group.y);
    const badge = div("kms-cluster", String(group.members.length));
    badge.setAttribute("data-cluster-size", String(group.members.length));
    badge.addEventListener("click", () => {
      event.trigger(this, "clusterclick", { getCenter: () => center, getSize: () => group.members.length });
      if (this.disableClickZoom) return;
      map.setCenter(center);
      map.setLevel(map.getLevel() - 1);
    });
    return new CustomOverlay({ position: center, content: badge, zIndex: 2, map });
  };

  window.kakao = window.kakao || {};
  window.kakao.maps = {
    LatLng,
    LatLngBounds,
    Map: KakaoMap,
    CustomOverlay,
    MarkerClusterer,
    event,
    load(callback) {
      setTimeout(callback, 0);
    },
  };
})();
