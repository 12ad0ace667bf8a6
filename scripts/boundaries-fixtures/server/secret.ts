export const serverOnly = "server";
