/** Loads the page anew from the server (a module of its own, so tests can see it asked for). */
export function reloadPage(): void {
  window.location.reload();
}
