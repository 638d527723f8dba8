import { Anchor, Group, Stack, Text } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconWorld,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { Logo } from "../../components/logo/logo.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { colorRoles } from "../../theme/theme.ts";
import { useSite } from "./api.ts";
import classes from "./footer.module.css";

const socialIcons = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
  whatsapp: IconBrandWhatsapp,
} as const;

const iconFor = (name: string) =>
  socialIcons[name.toLowerCase() as keyof typeof socialIcons] ?? IconWorld;

export function Footer() {
  const { t, i18n } = useTranslation();
  const { data: site } = useSite();
  const gu = i18n.language === "gu";
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <div className={classes.footerColumns}>
          <Stack gap="xs">
            <Logo
              orientation="vertical"
              size="mobile-small"
              background={colorRoles.sectionBackground}
            />
            <Text size="sm">{t("footer.matrimonyOnly")}</Text>
          </Stack>
          {site && (
            <section>
              <h2 className={classes.footerHeading}>{t("footer.contact")}</h2>
              <ul className={classes.footerList}>
                <li>
                  <Anchor href={`mailto:${site.contact.email}`}>{site.contact.email}</Anchor>
                </li>
                <li>
                  <Anchor href={`tel:${site.contact.phone.replace(/\s/g, "")}`}>
                    {site.contact.phone}
                  </Anchor>
                </li>
                <li>{(gu && site.contact.address_gu) || site.contact.address}</li>
              </ul>
            </section>
          )}
          {site && (
            <section>
              <h2 className={classes.footerHeading}>{t("footer.grievance")}</h2>
              <ul className={classes.footerList}>
                <li>{(gu && site.grievance_officer.name_gu) || site.grievance_officer.name}</li>
                <li>
                  <Anchor href={`mailto:${site.grievance_officer.email}`}>
                    {site.grievance_officer.email}
                  </Anchor>
                </li>
                <li>
                  <Anchor href={`tel:${site.grievance_officer.phone.replace(/\s/g, "")}`}>
                    {site.grievance_officer.phone}
                  </Anchor>
                </li>
              </ul>
            </section>
          )}
          <Stack gap="md">
            {site && site.social.length > 0 && (
              <section>
                <h2 className={classes.footerHeading}>{t("footer.follow")}</h2>
                <Group gap="xs">
                  {site.social.map(({ name, url }) => {
                    const Icon = iconFor(name);
                    return (
                      <a
                        key={name}
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={classes.social}
                        aria-label={t("footer.social", { name })}
                      >
                        <Icon size={20} stroke={1.7} aria-hidden />
                      </a>
                    );
                  })}
                </Group>
              </section>
            )}
            <section>
              <h2 className={classes.footerHeading}>{t("footer.links")}</h2>
              <ul className={classes.footerList}>
                <li>
                  <Anchor component={Link} to="/featured">
                    {t("community.links.featured")}
                  </Anchor>
                </li>
                <li>
                  <Anchor component={Link} to="/advertise">
                    {t("community.links.advertise")}
                  </Anchor>
                </li>
                <li>
                  <Anchor component={Link} to="/terms-and-conditions">
                    {t("menu.terms")}
                  </Anchor>
                </li>
                <li>
                  <Anchor component={Link} to="/delete/account">
                    {t("deleteAccount.title")}
                  </Anchor>
                </li>
              </ul>
            </section>
          </Stack>
        </div>
        <div className={classes.footerNote}>
          {t("footer.copyright", { year: new Date().getFullYear() })}
          {site ? ` · ${(gu && site.community_gu) || site.community}` : ""}
        </div>
      </div>
    </footer>
  );
}
