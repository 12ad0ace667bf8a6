/** gamma's router: mounted by app.ts only. */
export const gammaRoutes = () => "gamma";
