/**
 * The placeholder shown while a picture loads and after every attempt failed: a light
 * panel with the outline of a pair of glasses, inline so it never needs a request of its own.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60" fill="#f3f3f0"/><g fill="none" stroke="#d3d2cc" stroke-width="3"><circle cx="42" cy="32" r="12"/><circle cx="78" cy="32" r="12"/><path d="M54 30q6-5 12 0"/></g></svg>`;

export const IMAGE_PLACEHOLDER = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;
