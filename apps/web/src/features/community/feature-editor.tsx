import {
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { type AdminFeature, type FeatureInput, featureIcons } from "@sagpan/contract";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { useSaveFeature } from "./admin-api.ts";

const blank: FeatureInput = {
  icon: "verified",
  title_en: "",
  title_gu: "",
  body_en: "",
  body_gu: "",
  hidden: false,
};

/** Adds a card (no `feature`) or edits one, both languages side by side. */
export function FeatureEditor({
  feature,
  onDone,
}: {
  feature: AdminFeature | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFeature();
  const required = (v: string) => (v.trim() ? null : t("community.admin.features.required"));
  const form = useForm<FeatureInput>({
    initialValues: feature
      ? {
          icon: feature.icon,
          title_en: feature.title_en,
          title_gu: feature.title_gu,
          body_en: feature.body_en,
          body_gu: feature.body_gu,
          hidden: feature.hidden,
        }
      : blank,
    validate: { title_en: required, title_gu: required, body_en: required, body_gu: required },
  });
  const onSubmit = form.onSubmit((input) =>
    save.mutate(
      { id: feature?.id ?? null, input },
      {
        onSuccess: () => {
          void notify(t("community.admin.features.saved"), { tone: "success" });
          onDone();
        },
        onError: (error) => void notifyError(t, error),
      },
    ),
  );
  const label = (key: string) => t(`community.admin.features.${key}`);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Select
          label={label("icon")}
          data={featureIcons.map((icon) => ({ value: icon, label: label(`icons.${icon}`) }))}
          allowDeselect={false}
          maw={260}
          {...form.getInputProps("icon")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={label("titleEn")} maxLength={80} {...form.getInputProps("title_en")} />
          <TextInput
            label={label("titleGu")}
            maxLength={80}
            lang="gu"
            {...form.getInputProps("title_gu")}
          />
          <Textarea
            label={label("bodyEn")}
            maxLength={400}
            autosize
            minRows={3}
            {...form.getInputProps("body_en")}
          />
          <Textarea
            label={label("bodyGu")}
            maxLength={400}
            autosize
            minRows={3}
            lang="gu"
            {...form.getInputProps("body_gu")}
          />
        </SimpleGrid>
        <Checkbox label={label("hide")} {...form.getInputProps("hidden", { type: "checkbox" })} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {label("save")}
          </Button>
          <Button variant="default" onClick={onDone}>
            {label("cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
