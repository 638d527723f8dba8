import { ActionIcon, Button, TextInput } from "@mantine/core";
import { savedSearchLimit } from "@sagpan/contract";
import { IconBookmarkPlus, IconTrash } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { useSavedSearchChanges, useSavedSearches } from "./api.ts";
import classes from "./saved-searches.module.css";

/**
 * Saved searches on /filtered/profiles (issue 20 item 5): each runs with one tap (a link that
 * sets the filters) and can be deleted; "Save this search" names the filters in use.
 * `query` is the page's filters as the URL writes them.
 */
export function SavedSearches({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  const { save, remove } = useSavedSearchChanges();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const list = searches.data?.data ?? [];
  const full = list.length >= savedSearchLimit;
  const hasFilters = Object.keys(query).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    save.mutate(
      { name: name.trim(), query },
      {
        onSuccess: () => {
          notify(t("savedSearches.saved"), { tone: "success" });
          setNaming(false);
          setName("");
        },
        onError: (error) => notifyError(t, error),
      },
    );
  };

  return (
    <section className={classes.box} aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" className={classes.title}>
        {t("savedSearches.title")}
      </h2>
      {list.length === 0 && searches.isSuccess && (
        <p className={classes.hint}>{t("savedSearches.empty")}</p>
      )}
      {list.length > 0 && (
        <ul className={classes.list}>
          {list.map((search) => (
            <li key={search.id} className={classes.item}>
              <Link
                to={`/filtered/profiles?${new URLSearchParams(search.query).toString()}`}
                className={classes.run}
              >
                {search.name}
              </Link>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("savedSearches.delete", { name: search.name })}
                loading={remove.isPending && remove.variables === search.id}
                onClick={() => remove.mutate(search.id, { onError: (e) => notifyError(t, e) })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
      {hasFilters && !naming && (
        <Button
          variant="default"
          size="sm"
          disabled={full}
          leftSection={<IconBookmarkPlus size={18} aria-hidden />}
          onClick={() => setNaming(true)}
        >
          {t("savedSearches.save")}
        </Button>
      )}
      {full && hasFilters && <p className={classes.hint}>{t("savedSearches.full")}</p>}
      {naming && (
        <form onSubmit={submit} className={classes.form}>
          <TextInput
            label={t("savedSearches.name")}
            value={name}
            maxLength={60}
            required
            autoFocus
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" loading={save.isPending}>
            {t("savedSearches.confirm")}
          </Button>
          <Button variant="subtle" onClick={() => setNaming(false)}>
            {t("savedSearches.cancel")}
          </Button>
        </form>
      )}
    </section>
  );
}
