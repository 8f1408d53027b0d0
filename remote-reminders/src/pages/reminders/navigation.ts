/** Leaves Moneta for another site (the calendar service's consent page), as a link would. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
