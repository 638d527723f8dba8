import { ActionIcon, Button, Group, Modal, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { Ad, adCloseDelaySeconds as contractDelay } from "@sagpan/contract";
import { IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import classes from "./ads.module.css";

/**
 * Spec section 9: "Ad close countdown 10 s". Typed against the contract's constant, not
 * imported: a value import would pull the whole contract (and zod) into a visitor's page.
 */
const adCloseDelaySeconds: typeof contractDelay = 10;

/** A contact that opens something: a web address, an e-mail or a phone number; else none. */
export function contactHref(contact: string): string | null {
  const text = contact.trim();
  if (/^https?:\/\/\S+$/i.test(text)) return text;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return `mailto:${text}`;
  const digits = text.replace(/[\s()-]/g, "");
  if (/^\+?\d{6,15}$/.test(digits)) return `tel:${digits}`;
  return null;
}

/** Seconds left before a delayed ad may be closed; 0 at once for any other. */
function useCountdown(delayed: boolean): number {
  const [left, setLeft] = useState(delayed ? adCloseDelaySeconds : 0);
  useEffect(() => {
    if (!delayed) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const next = Math.max(0, adCloseDelaySeconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [delayed]);
  return left;
}

/**
 * The ad popup (spec section 4): for a `delayed` ad the close button stays disabled for 10 s
 * with a visible countdown; a backdrop click or Escape never closes it, whatever the status.
 */
export function AdPopup({
  ad,
  onClose,
  onContact,
}: {
  ad: Ad;
  onClose: () => void;
  onContact?: () => void;
}) {
  const { t } = useTranslation();
  const left = useCountdown(ad.status === "delayed");
  const href = contactHref(ad.advertiser_contact);
  // Read out at the start and when the close becomes possible, not every second.
  const announced =
    left === adCloseDelaySeconds
      ? t("ads.countdown", { count: left })
      : left === 0 && ad.status === "delayed"
        ? t("ads.canClose")
        : null;

  return (
    <Modal.Root
      opened
      onClose={() => {}}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="md"
    >
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" align="center" wrap="nowrap" className={classes.head}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t("ads.label")}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {left > 0 && (
              <Text size="sm" c="dimmed" aria-hidden data-testid="ad-countdown">
                {t("ads.countdown", { count: left })}
              </Text>
            )}
            <ActionIcon
              variant="default"
              size={40}
              radius="xl"
              disabled={left > 0}
              onClick={onClose}
              aria-label={t("ads.close")}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <VisuallyHidden role="status" aria-live="polite">
          {announced}
        </VisuallyHidden>
        {ad.image_url && (
          <img className={classes.image} src={ad.image_url} alt="" width={800} height={450} />
        )}
        <Modal.Body className={classes.body}>
          <Stack gap="xs" p="md" tabIndex={-1} data-autofocus className={classes.content}>
            <Modal.Title component="h2" className={classes.title}>
              {ad.title}
            </Modal.Title>
            {ad.price && (
              <Text fw={700} c="var(--sg-heading)">
                {ad.price}
              </Text>
            )}
            <Text className={classes.description}>{ad.description}</Text>
            <Text size="sm" c="dimmed">
              {t("ads.by", { name: ad.advertiser_name })}
            </Text>
            {href ? (
              <Button
                component="a"
                href={href}
                target={href.startsWith("http") ? "_blank" : undefined}
                rel="noopener noreferrer sponsored"
                onClick={onContact}
                mt="xs"
              >
                {t("ads.contact", { contact: ad.advertiser_contact })}
              </Button>
            ) : (
              <Text size="sm">{ad.advertiser_contact}</Text>
            )}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
