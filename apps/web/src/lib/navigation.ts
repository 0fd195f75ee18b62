type Navigate = (to: string) => void;

/** The router registers itself here so the API client can send a visitor to /not-found. */
let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigator(navigate: Navigate) {
  navigateImpl = navigate;
}

export function navigateTo(to: string) {
  navigateImpl(to);
}
