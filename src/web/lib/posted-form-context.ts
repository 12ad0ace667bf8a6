/**
 * The refused public form post a server-rendered page answers, if any (lib/posted-form.ts). On
 * its own so that the app's entry (start.tsx) provides it without loading the forms' helpers.
 */
import type { PostedForm } from "@shared/ssr";
import { createContext } from "react";

export const PostedFormContext = createContext<PostedForm | null>(null);
