import { Alert, Anchor, Button, Text } from "@mantine/core";
import type { Contact, ContactsHiddenReason, ProfileFlags } from "@sagpan/contract";
import { IconLock, IconPhone } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { useDisplay } from "../../../lib/profile-display.ts";
import classes from "./view.module.css";

/** Where each reason's next step leads; the other member's missing ID has none of the viewer's. */
const nextStep: Record<ContactsHiddenReason, string | null> = {
  plan: "/subscription",
  viewer_not_verified: "/upload/doc",
  target_not_verified: null,
  not_connected: null,
};

/**
 * Relatives' contact details, or the true reason they are hidden with its own next step
 * (business-rules.md, Plans): the viewer's Free plan (see plans), the viewer's own unverified
 * ID (verify my ID), or, on Belief, this member's unverified ID.
 */
export function ContactsSection({
  contacts,
  hidden,
  name,
}: {
  contacts: Contact[];
  hidden: ProfileFlags["contacts_hidden"];
  /** The member's first name, for "Krupa has not verified her ID yet". */
  name: string;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const step = hidden && nextStep[hidden];
  return (
    <section className={classes.section} aria-labelledby="contacts-title">
      <h2 className={classes.sectionTitle} id="contacts-title">
        {t("profileView.contacts")}
      </h2>
      {hidden ? (
        <Alert color="slate" icon={<IconLock aria-hidden />}>
          <Text size="sm">{t(`profileView.contactsHidden.${hidden}`, { name })}</Text>
          {step && (
            <Button component={Link} to={step} size="xs" mt="sm" variant="light">
              {t(`profileView.contactsNextStep.${hidden}`)}
            </Button>
          )}
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
