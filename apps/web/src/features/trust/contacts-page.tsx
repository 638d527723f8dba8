import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { Contact } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { translateFields } from "../../lib/translate-error.ts";
import classes from "../media/media.module.css";

const MAX_ROWS = 10;
const FIELDS = ["name", "relation", "phone", "occupation", "current_city", "address"] as const;
const REQUIRED = new Set(["name", "relation", "phone"]);
type Field = (typeof FIELDS)[number];
type Row = Record<Field, string> & { key: number };

let nextKey = 0;
const emptyRow = (): Row => ({
  key: nextKey++,
  name: "",
  relation: "",
  phone: "",
  occupation: "",
  current_city: "",
  address: "",
});
const toRow = (contact: Contact): Row => ({
  ...emptyRow(),
  name: contact.name,
  relation: contact.relation,
  phone: contact.phone,
  occupation: contact.occupation ?? "",
  current_city: contact.current_city ?? "",
  address: contact.address ?? "",
});

/** `/add/contacts`: my family contacts, shown only to verified members. */
export function ContactsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const contacts = useQuery({
    queryKey: ["contacts", "mine"],
    queryFn: () => api.get<{ data: Contact[] }>("/api/v1/contacts"),
  });

  useEffect(() => {
    if (contacts.isSuccess && rows === null) {
      const list = contacts.data.data;
      setRows(list.length > 0 ? list.map(toRow) : [emptyRow()]);
    }
    if (contacts.isError && rows === null) setRows([emptyRow()]);
  }, [contacts.isSuccess, contacts.isError, contacts.data, rows]);

  const save = useMutation({
    mutationFn: (list: Row[]) =>
      api.post<{ data: Contact[] }>("/api/v1/contacts", {
        contacts: list.map((row) => ({
          name: row.name.trim(),
          relation: row.relation.trim(),
          phone: row.phone.trim(),
          occupation: row.occupation.trim() || null,
          current_city: row.current_city.trim() || null,
          address: row.address.trim() || null,
        })),
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData(["contacts", "mine"], reply);
      void notify(t("contacts.updated"), { tone: "success" });
    },
    onError: (error) => {
      setErrors(translateFields(t, error));
      void notifyError(t, error, t("contacts.notUpdated"));
    },
  });

  const current = rows ?? [];
  const update = (index: number, field: Field, value: string) =>
    setRows(current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    current.forEach((row, i) => {
      for (const field of REQUIRED) {
        if (!row[field as Field].trim()) found[`contacts.${i}.${field}`] = t("contacts.required");
      }
    });
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(current);
  };

  return (
    <section className={classes.page} aria-labelledby="contacts-title">
      <Title order={1} size="h2" id="contacts-title" className={classes.title}>
        {t("contacts.title")}
      </Title>
      <Alert color="teal">{t("contacts.scoreHint")}</Alert>
      <Text size="sm" c="dimmed">
        {t("contacts.verifiedOnly")}
      </Text>
      {rows === null ? (
        <Loader size="sm" aria-label={t("app.loading")} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          {current.map((row, i) => (
            <Paper
              key={row.key}
              withBorder
              p="md"
              mb="md"
              component="fieldset"
              aria-label={t("contacts.row", { n: i + 1 })}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {FIELDS.map((field) => (
                  <TextInput
                    key={field}
                    label={t(`contacts.fields.${field}`)}
                    required={REQUIRED.has(field)}
                    value={row[field]}
                    error={errors[`contacts.${i}.${field}`]}
                    onChange={(event) => update(i, field, event.currentTarget.value)}
                  />
                ))}
              </SimpleGrid>
              {current.length > 1 && (
                <Button
                  mt="sm"
                  variant="subtle"
                  color="red"
                  onClick={() => setRows(current.filter((_, j) => j !== i))}
                >
                  {t("contacts.remove", { n: i + 1 })}
                </Button>
              )}
            </Paper>
          ))}
          <Group>
            <Button
              variant="default"
              disabled={current.length >= MAX_ROWS}
              onClick={() => setRows([...current, emptyRow()])}
            >
              {t("contacts.addAnother")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("contacts.save")}
            </Button>
          </Group>
        </form>
      )}
    </section>
  );
}
