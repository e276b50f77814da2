// Building HTML and SVG elements, for the page and the games' board modules.

const SVG = "http://www.w3.org/2000/svg";

function build(element, attrs, children) {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (name === "text") element.textContent = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/** An HTML element: h("button", {class: "x", onclick: f}, "text", child…). */
export function h(tag, attrs = {}, ...children) {
  return build(document.createElement(tag), attrs, children);
}

/** An SVG element, as h makes HTML ones. */
export function s(tag, attrs = {}, ...children) {
  return build(document.createElementNS(SVG, tag), attrs, children);
}

/** The corners of a hexagon with a corner at the top, centred on (x, y). */
export function hexPoints(x, y, r) {
  const corners = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 90);
    corners.push(`${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`);
  }
  return corners.join(" ");
}

/** A place on a board: an SVG group the page makes clickable when an action lies there
 * (data-place is the key the server gives the action; label names it for screen readers). */
export function place(key, label, ...children) {
  return s("g", {"data-place": key, "aria-label": label, role: "img"}, s("title", {text: label}), ...children);
}
