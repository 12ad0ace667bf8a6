import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { ApiRequestError, apiFetch } from "@web/lib/api";
import { type FormEvent, useState, useSyncExternalStore } from "react";
import { reauthAsked, settleReauth, subscribeReauth } from "./reauth";

/**
 * "Confirm it's you": mounted once by the layout (see LazyReauthDialog), open while requestReauth()
 * waits, i.e. after the server answered 403 reauth_required. On success the waiting request is
 * retried; Cancel gives it up.
 */
export default function ReauthDialog() {
  const open = useSyncExternalStore(subscribeReauth, reauthAsked, reauthAsked);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const finish = (ok: boolean) => {
    setPassword("");
    setError(undefined);
    settleReauth(ok);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError("Please enter your password");
    setBusy(true);
    try {
      await apiFetch("/api/auth/reauthenticate", { method: "POST", json: { password } });
      finish(true);
    } catch (err) {
      setError(err instanceof ApiRequestError ? (err.fields.password ?? err.message) : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && !busy && finish(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Confirm it's you</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            This action needs your password again, as it has been a few minutes since you last entered it.
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <FormField label="Your password" error={error}>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" disabled={busy} onClick={() => finish(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? "Checking..." : "Confirm"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
