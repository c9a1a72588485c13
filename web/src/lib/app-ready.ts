// Said on <html> once the app has taken the page over: a prerendered page shows before its script has run and
// its buttons answer only from then on (decision 021). For tools and the browser tests to wait on.
export const APP_READY = 'data-app-ready';
