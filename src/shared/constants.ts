/** Local-storage key of the cookie banner choice; values are the strings "true" and "false". */
export const COOKIE_CONSENT_KEY = "cookieConsent";
/** The one scroll-to-top button appears past this many pixels. */
export const SCROLL_TOP_THRESHOLD_PX = 400;
