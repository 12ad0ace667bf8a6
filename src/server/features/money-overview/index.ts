/**
 * The money-overview feature's front door. Other features, jobs and the app use nothing of it: its routes
 * are mounted by app.ts (router.ts), and everything else is internal to the feature.
 */
export {};
