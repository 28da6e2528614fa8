// Small DOM helpers. Text from the server is only ever set as text, never parsed as HTML.

/**
 * Creates an element: el('div', {class: 'x', onclick: f}, child, 'text', ...).
 *
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [attrs] attributes; on… ones are listeners, dataset fills data-*
 * @param {...any} children nodes, texts and lists of them; null, undefined and false are left out
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, ...children) {
  return built(document.createElement(tag), attrs, children, '');
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Creates an SVG element as el creates an HTML one: svg('circle', {cx: 1, cy: 2, r: 3, onclick: f}, ...).
 *
 * @param {string} tag
 * @param {Record<string, any>} [attrs] attributes (true is written "true"); on… ones are listeners, dataset fills data-*
 * @param {...any} children as el's
 * @returns {SVGElement}
 */
export function svg(tag, attrs = {}, ...children) {
  return built(/** @type {SVGElement} */ (document.createElementNS(SVG, tag)), attrs, children, 'true');
}

/**
 * Gives node its attributes, listeners, data-* and children; an attribute set to true is written as trueText.
 *
 * @template {HTMLElement | SVGElement} N
 * @param {N} node
 * @param {Record<string, any>} attrs
 * @param {any[]} children
 * @param {string} trueText
 * @returns {N}
 */
function built(node, attrs, children, trueText) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? trueText : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * Replaces the children of node.
 *
 * @param {HTMLElement} node
 * @param {...any} children as el's
 * @returns {HTMLElement}
 */
export function fill(node, ...children) {
  node.replaceChildren();
  for (const child of children.flat()) {
    if (child !== undefined && child !== null && child !== false) {
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
  }
  return node;
}

/**
 * Shows an error for a few seconds: the server's code and its sentence.
 *
 * @param {string} text
 */
export function toast(text) {
  const box = el('div', {class: 'toast', role: 'alert'}, text);
  document.getElementById('toasts').append(box);
  setTimeout(() => box.remove(), 6000);
}

/**
 * A domino tile "a-b" as an element; shown is the same coordinate turned as it lies ("b-a"), while
 * data-coordinate always names it as the game does.
 *
 * @param {string} coordinate
 * @param {string} [extraClass]
 * @param {string} [shown]
 */
export function tile(coordinate, extraClass = '', shown = coordinate) {
  const [a, b] = String(shown).split('-');
  const classes = ['tile'];
  if (a === b) classes.push('double');
  if (extraClass) classes.push(extraClass);
  return el('span', {class: classes.join(' '), dataset: {coordinate}, title: coordinate},
      el('span', {}, a), el('span', {}, b));
}

/** A face-down tile, for a hand the seat may not see. */
export function tileBack() {
  return el('span', {class: 'tile back', 'aria-label': 'hidden coordinate'});
}
