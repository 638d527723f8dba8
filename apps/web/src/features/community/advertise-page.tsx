import { Anchor, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation.ts";
import { siteSettings } from "../../lib/site-settings.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import classes from "./featured.module.css";
import { LeadForm } from "./lead-form.tsx";

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");

/** The advertising desk's public details (build-time settings); blank ones are left out. */
function AdContact() {
  const { t } = useTranslation();
  const { name, email, phone, whatsapp } = siteSettings.adContact;
  return (
    <aside className={classes.contact} aria-labelledby="ad-contact">
      <h2 id="ad-contact" className={classes.sectionTitle}>
        {t("community.advertise.contactTitle")}
      </h2>
      <ul className={classes.contactList}>
        {name && <li>{name}</li>}
        {email && (
          <li>
            {t("community.advertise.email")}: <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </li>
        )}
        {phone && (
          <li>
            {t("community.advertise.phone")}: <Anchor href={`tel:${digits(phone)}`}>{phone}</Anchor>
          </li>
        )}
        {whatsapp && (
          <li>
            {t("community.advertise.whatsapp")}:{" "}
            <Anchor
              href={`https://wa.me/${digits(whatsapp).replace("+", "")}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {whatsapp}
            </Anchor>
          </li>
        )}
      </ul>
      <Text size="sm" mt="md" c="dimmed">
        {t("community.advertise.hours")}
      </Text>
    </aside>
  );
}

/** /advertise: businesses ask to reach the community's families with an ad. */
export function AdvertisePage() {
  const { t } = useTranslation();
  usePageMeta(t("community.advertise.title"), t("community.advertise.intro"));
  return (
    <main className={classes.section}>
      <h1 className={classes.title}>{t("community.advertise.title")}</h1>
      <Text className={classes.lead} mb="xl">
        {t("community.advertise.intro")}
      </Text>
      <div className={classes.layout}>
        <section aria-labelledby="lead-form-title">
          <h2 id="lead-form-title" className={classes.sectionTitle}>
            {t("community.lead.formTitle")}
          </h2>
          <LeadForm />
        </section>
        <AdContact />
      </div>
    </main>
  );
}
