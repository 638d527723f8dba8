import {
  Button,
  FileInput,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type AdminAd,
  type AdStatus,
  type AdTarget,
  adImageTypes,
  adLimits,
  adStatuses,
  adTargets,
} from "@sagpan/contract";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { useSaveAd } from "./api.ts";

interface Values {
  title: string;
  description: string;
  price: string;
  advertiser_name: string;
  advertiser_contact: string;
  status: AdStatus;
  target: AdTarget;
  starts_at: string;
  ends_at: string;
}

/** Each form field's label key under `ads.admin.fields`. */
const labels: Record<keyof Values, string> = {
  title: "title",
  description: "description",
  price: "price",
  advertiser_name: "advertiserName",
  advertiser_contact: "advertiserContact",
  status: "status",
  target: "target",
  starts_at: "startsAt",
  ends_at: "endsAt",
};

const pad = (n: number) => String(n).padStart(2, "0");
/** A `datetime-local` value (the admin's own clock) for a time. */
const localInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

function initialValues(ad: AdminAd | null): Values {
  const now = new Date();
  return {
    title: ad?.title ?? "",
    description: ad?.description ?? "",
    price: ad?.price ?? "",
    advertiser_name: ad?.advertiser_name ?? "",
    advertiser_contact: ad?.advertiser_contact ?? "",
    status: ad?.status ?? "delayed",
    target: ad?.target ?? "free",
    starts_at: localInput(ad ? new Date(ad.starts_at) : now),
    ends_at: localInput(ad ? new Date(ad.ends_at) : new Date(now.getTime() + 30 * 86_400_000)),
  };
}

/** Creates or edits an ad: its texts, how it closes, who sees it, when, and its image. */
export function AdFormModal({ ad, onClose }: { ad: AdminAd | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAd();
  const [image, setImage] = useState<File | null>(null);
  // Lengths are held by each input's maxLength; the API checks both again.
  const required = (value: string) => (value.trim() ? null : t("ads.admin.required"));
  const form = useForm<Values>({
    initialValues: initialValues(ad),
    validate: {
      title: required,
      description: required,
      advertiser_name: required,
      advertiser_contact: required,
      starts_at: (value) => (value ? null : t("ads.admin.required")),
      ends_at: (value, values) =>
        !value
          ? t("ads.admin.required")
          : new Date(value) <= new Date(values.starts_at)
            ? t("ads.admin.endAfterStart")
            : null,
    },
  });
  const field = (name: keyof Values) => ({
    label: t(`ads.admin.fields.${labels[name]}`),
    ...form.getInputProps(name),
  });

  const submit = form.onSubmit((values) => {
    save.mutate(
      {
        ...(ad ? { id: ad.id } : {}),
        image,
        ad: {
          ...values,
          price: values.price.trim() || null,
          starts_at: new Date(values.starts_at).toISOString(),
          ends_at: new Date(values.ends_at).toISOString(),
        },
      },
      {
        onSuccess: () => {
          void notify(t("ads.admin.saved"), { tone: "success" });
          onClose();
        },
        onError: (error) => notifyError(t, error, t("ads.admin.saveFailed")),
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(ad ? "ads.admin.editTitle" : "ads.admin.newTitle")}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput {...field("title")} required maxLength={adLimits.title} />
          <Textarea
            {...field("description")}
            required
            autosize
            minRows={3}
            maxLength={adLimits.description}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field("price")} maxLength={adLimits.price} />
            <TextInput {...field("advertiser_name")} required maxLength={adLimits.advertiserName} />
          </SimpleGrid>
          <TextInput
            {...field("advertiser_contact")}
            required
            maxLength={adLimits.advertiserContact}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              {...field("status")}
              data={adStatuses.map((value) => ({
                value,
                label: t(`ads.admin.statuses.${value}`),
              }))}
              allowDeselect={false}
            />
            <Select
              {...field("target")}
              data={adTargets.map((value) => ({ value, label: t(`ads.admin.targets.${value}`) }))}
              allowDeselect={false}
            />
            <TextInput {...field("starts_at")} type="datetime-local" required />
            <TextInput {...field("ends_at")} type="datetime-local" required />
          </SimpleGrid>
          <FileInput
            label={t("ads.admin.fields.image")}
            accept={adImageTypes.join(",")}
            value={image}
            onChange={setImage}
            clearable
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("ads.admin.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
