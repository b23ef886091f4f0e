/** Reloads the page. One seam for the places that must reload (logout, chunk errors), so tests can stub it. */
export function reloadPage(): void {
  window.location.reload();
}
