import { Button, Group, Text, Title } from "@mantine/core";
import type { PhotoRequest } from "@sagpan/contract";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { encodePid } from "../../lib/pid.ts";
import { useAnswerPhotoRequest, usePhotoRequests } from "./api.ts";
import classes from "./privacy.module.css";

function Row({ request, received }: { request: PhotoRequest; received: boolean }) {
  const { t } = useTranslation();
  const answer = useAnswerPhotoRequest();
  const person = request.profile;
  const reply = (status: "accepted" | "declined") =>
    answer.mutate(
      { id: request.id, status },
      {
        onSuccess: () =>
          notify(
            t(
              status === "accepted"
                ? "privacy.requests.acceptedNote"
                : "privacy.requests.declinedNote",
            ),
            {
              tone: "success",
            },
          ),
        onError: (error) => notifyError(t, error),
      },
    );
  return (
    <li className={classes.request}>
      <Text>
        <Link to={`/profile/${encodePid(person.id)}`}>
          {person.name} {person.lastName}
        </Link>
        {person.current_city ? ` · ${person.current_city}` : ""}
      </Text>
      {received && request.status === "pending" ? (
        <Group gap="xs">
          <Button size="xs" onClick={() => reply("accepted")} loading={answer.isPending}>
            {t("privacy.requests.accept", { name: person.name })}
          </Button>
          <Button size="xs" variant="default" onClick={() => reply("declined")}>
            {t("privacy.requests.decline", { name: person.name })}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t(`privacy.requests.status.${request.status}`)}
        </Text>
      )}
    </li>
  );
}

/** Requests to see my photos (Accept/Decline) and the ones I sent, on the privacy page. */
export function PhotoRequestsSection() {
  const { t } = useTranslation();
  const received = usePhotoRequests("received");
  const sent = usePhotoRequests("sent");
  return (
    <section className={classes.section} aria-labelledby="photo-requests-title">
      <Title order={2} size="h4" id="photo-requests-title">
        {t("privacy.requests.title")}
      </Title>
      <Title order={3} size="h5" mt="sm" mb="xs">
        {t("privacy.requests.received")}
      </Title>
      {received.data?.length ? (
        <ul className={classes.requests}>
          {received.data.map((r) => (
            <Row key={r.id} request={r} received />
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed">
          {t("privacy.requests.noneReceived")}
        </Text>
      )}
      <Title order={3} size="h5" mt="md" mb="xs">
        {t("privacy.requests.sent")}
      </Title>
      {sent.data?.length ? (
        <ul className={classes.requests}>
          {sent.data.map((r) => (
            <Row key={r.id} request={r} received={false} />
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed">
          {t("privacy.requests.noneSent")}
        </Text>
      )}
    </section>
  );
}
