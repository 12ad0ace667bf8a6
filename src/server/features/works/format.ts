/** Money in e-mails and notifications (en-GB, GBP). */
const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
export const formatPence = (pence: number) => gbp.format(pence / 100);
