import { Alert, Anchor, Text } from "@mantine/core";
import type { Contact, ProfileFlags } from "@sagpan/contract";
import { IconLock, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useDisplay } from "../../../lib/profile-display.ts";
import classes from "./view.module.css";

/**
 * Relatives' contact details, or why they are hidden: the viewer's plan (Free) or the
 * viewer's own unverified ID (business-rules.md, Plans).
 */
export function ContactsSection({
  contacts,
  hidden,
}: {
  contacts: Contact[];
  hidden: ProfileFlags["contacts_hidden"];
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <section className={classes.section} aria-labelledby="contacts-title">
      <h2 className={classes.sectionTitle} id="contacts-title">
        {t("profileView.contacts")}
      </h2>
      {hidden ? (
        <Alert color="slate" icon={<IconLock aria-hidden />}>
          {hidden === "plan"
            ? t("profileView.contactsHiddenPlan")
            : t("profileView.contactsUnverified")}
        </Alert>
      ) : contacts.length === 0 ? (
        <Text c="dimmed">{t("profileView.noContacts")}</Text>
      ) : (
        <ul className={classes.contactList}>
          {contacts.map((contact) => (
            <li key={`${contact.name}-${contact.phone}`} className={classes.contact}>
              <Text fw={600}>
                {contact.name}{" "}
                <Text span c="dimmed">
                  ({contact.relation})
                </Text>
              </Text>
              <Anchor href={`tel:${contact.phone.replace(/\s+/g, "")}`} className={classes.phone}>
                <IconPhone size={16} aria-hidden />
                {contact.phone}
              </Anchor>
              <dl className={classes.contactFacts}>
                <div>
                  <dt>{t("fields.occupation")}</dt>
                  <dd>{display.text(contact.occupation)}</dd>
                </div>
                <div>
                  <dt>{t("fields.current_city")}</dt>
                  <dd>{display.text(contact.current_city)}</dd>
                </div>
                <div>
                  <dt>{t("contact.address")}</dt>
                  <dd>{display.text(contact.address)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
