import { Switch } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isApiError } from "../../lib/api-error.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import {
  currentPushSubscription,
  type PushPermission,
  pushPermission,
} from "../../lib/web-push.ts";
import { turnOffPush, turnOnPush } from "./push-api.ts";

/**
 * Push on or off for this device (the kinds below choose what comes): on when the browser
 * allows notifications and this device holds a subscription. Where push cannot work (plain
 * http, a browser without it) or the browser blocks it, the switch is off and says why.
 */
export function PushDeviceSwitch() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (permission !== "granted") return setOn(false);
    let current = true;
    void currentPushSubscription().then((subscription) => {
      if (current) setOn(subscription !== null);
    });
    return () => {
      current = false;
    };
  }, [permission]);
  const change = (wanted: boolean) => {
    setBusy(true);
    (wanted ? turnOnPush() : turnOffPush().then(() => "off" as const))
      .then((outcome) => {
        setPermission(pushPermission());
        setOn(outcome === "on");
        if (outcome === "on") notify(t("push.on"), { tone: "success" });
        else if (outcome === "off") notify(t("push.off"), { tone: "success" });
      })
      // A refusal of ours says why; the browser's own failures say push did not start.
      .catch((error) => notifyError(t, error, isApiError(error) ? undefined : t("push.failed")))
      .finally(() => setBusy(false));
  };
  const why =
    permission === "unsupported"
      ? t("push.unsupported")
      : permission === "denied"
        ? t("push.blocked")
        : t("push.deviceHint");
  return (
    <Switch
      size="md"
      label={t("push.device")}
      description={why}
      checked={on === true}
      disabled={permission === "unsupported" || permission === "denied" || on === null || busy}
      onChange={(event) => change(event.currentTarget.checked)}
    />
  );
}
