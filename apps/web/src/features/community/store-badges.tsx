import { useTranslation } from "../../i18n/use-translation.ts";
import { useApps } from "./api.ts";
import classes from "./featured.module.css";

/** A simple drawn mark per store (no store artwork is fetched or bundled). */
function StoreMark({ store }: { store: "android" | "ios" }) {
  return store === "android" ? (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M4 3.5v17l9-8.5z" fill="#34a853" />
      <path d="M4 3.5l12 7-3 2z" fill="#4285f4" />
      <path d="M4 20.5l12-7-3-2z" fill="#ea4335" />
      <path d="M16 10.5l4 2-4 2-3-2z" fill="#fbbc04" />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.5-.9-2.5-3.7zM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z"
      />
    </svg>
  );
}

/** The mobile apps' store links, drawn only for the stores a deployment configured. */
export function StoreBadges() {
  const { t } = useTranslation();
  const { data } = useApps();
  const stores = (["android", "ios"] as const).filter((s) => data?.[s]);
  if (!data || stores.length === 0) return null;
  return (
    <section className={classes.apps} aria-labelledby="apps-title">
      <h2 id="apps-title" className={classes.sectionTitle}>
        {t("community.apps.title")}
      </h2>
      <div className={classes.badges}>
        {stores.map((store) => (
          <a
            key={store}
            href={data[store]?.url}
            className={classes.badge}
            target="_blank"
            rel="noopener noreferrer"
          >
            <StoreMark store={store} />
            <span>
              <span className={classes.badgeSmall}>{t(`community.apps.${store}Small`)}</span>
              <span className={classes.badgeBig}>{t(`community.apps.${store}`)}</span>
            </span>
          </a>
        ))}
      </div>
    </section>
  );
}
