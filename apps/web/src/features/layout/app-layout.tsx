import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useSession } from "../../lib/use-session.ts";
import { FirstScreenMark, useIdle } from "../../lib/when-idle.ts";
import { useMe } from "./api.ts";
import { BottomNav } from "./bottom-nav.tsx";
import classes from "./layout.module.css";
import type { MenuEntry } from "./menu.ts";
import { TopBar } from "./top-bar.tsx";

// Below the fold and waiting for GET /site anyway: loaded after the page.
const Footer = lazy(() => import("./footer.tsx").then((m) => ({ default: m.Footer })));
// Only right after sign-up (the sign-up page sets `welcome` in the page's state).
const WelcomeCard = lazy(() =>
  import("./welcome-card.tsx").then((m) => ({ default: m.WelcomeCard })),
);

function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={classes.pageLoader}>
      <span className={classes.spinner} role="status" aria-label={t("app.loading")} />
    </div>
  );
}

// Only for a member who has not opened the confirmation link yet (an Alert: Mantine's `parts`).
const ConfirmEmailBanner = lazy(() =>
  import("../auth/confirm-email-banner.tsx").then((m) => ({ default: m.ConfirmEmailBanner })),
);

function ConfirmEmailBannerWhenUnconfirmed() {
  const { data: me } = useMe();
  return me?.emailConfirmed === false ? (
    <Suspense fallback={null}>
      <ConfirmEmailBanner />
    </Suspense>
  ) : null;
}

// Only while the member's profile is hidden or paused; its GET /privacy waits for the page.
const PrivacyBanner = lazy(() =>
  import("../privacy/privacy-banner.tsx").then((m) => ({ default: m.PrivacyBanner })),
);

// "You are managing Krupa's profile" while a family member who manages it is signed in.
const ManagingBanner = lazy(() =>
  import("../managers/managing-banner.tsx").then((m) => ({ default: m.ManagingBanner })),
);

function PrivacyBannerWhenIdle() {
  const idle = useIdle();
  const signedIn = useSession() !== null;
  return idle && signedIn ? (
    <Suspense fallback={null}>
      <ManagingBanner />
      <PrivacyBanner />
    </Suspense>
  ) : null;
}

/**
 * Below the first screen (main is a screen high): drawn, and its GET /site sent, once idle and
 * either near the screen (scrolled to) or 5 s later, whichever comes first, so its code is not
 * part of a first visit's first screen and Tab still reaches its links soon after. Its own
 * component, so becoming idle does not draw the page above it again.
 */
function FooterWhenIdle() {
  const idle = useIdle();
  const [near, setNear] = useState(false);
  const mark = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = mark.current;
    if (!idle || near || !node) return;
    const timer = window.setTimeout(() => setNear(true), 5000);
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) setNear(true);
          });
    observer?.observe(node);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [idle, near]);
  if (!idle) return null;
  return near ? (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  ) : (
    <div ref={mark} style={{ height: 1 }} aria-hidden />
  );
}

/** Top bar, the routed page, footer and the fixed bottom navigation. */
export function AppLayout({ menu }: { menu: MenuEntry[] }) {
  const { t } = useTranslation();
  const welcome = (useLocation().state as { welcome?: boolean } | null)?.welcome === true;
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        {t("app.skipToContent")}
      </a>
      <TopBar menu={menu} />
      <PrivacyBannerWhenIdle />
      <main id="main" className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          {welcome && <WelcomeCard />}
          <ConfirmEmailBannerWhenUnconfirmed />
          <Outlet />
          <FirstScreenMark />
        </Suspense>
      </main>
      <FooterWhenIdle />
      <BottomNav />
    </div>
  );
}
