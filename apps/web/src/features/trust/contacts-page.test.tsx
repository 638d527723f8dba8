import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { ContactsPage } from "./contacts-page.tsx";

beforeEach(() => {
  sessionStore.save(sessionFixture());
  server.use(http.get("/api/v1/contacts", () => HttpResponse.json({ data: [], next: null })));
});

const fill = async (user: ReturnType<typeof userEvent.setup>, row: HTMLElement) => {
  await user.type(within(row).getByLabelText(/^Name/), "Ramesh Patel");
  await user.type(within(row).getByLabelText(/^Relation/), "Father");
  await user.type(within(row).getByLabelText(/^Phone/), "98250 12345");
};

describe("contacts form", () => {
  it("shows the score hint and the verified-only note, and requires name, relation and phone", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactsPage />);
    expect(await screen.findByText("Adding contacts adds +20 to your profile score")).toBeVisible();
    expect(screen.getByText("Only verified members can view your contacts.")).toBeVisible();
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(screen.getAllByText("Required")).toHaveLength(3);
  });

  it("removes a row only when more than one exists", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactsPage />);
    await screen.findByRole("group", { name: "Contact 1" });
    expect(screen.queryByRole("button", { name: /Remove contact/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add another" }));
    expect(screen.getByRole("group", { name: "Contact 2" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove contact 2" }));
    expect(screen.queryByRole("group", { name: "Contact 2" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove contact/ })).not.toBeInTheDocument();
  });

  it("saves and says 'Contacts updated'", async () => {
    let sent: unknown = null;
    server.use(
      http.post("/api/v1/contacts", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: [], next: null });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactsPage />);
    await fill(user, await screen.findByRole("group", { name: "Contact 1" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Contacts updated")).toBeInTheDocument();
    expect(sent).toEqual({
      contacts: [
        {
          name: "Ramesh Patel",
          relation: "Father",
          phone: "98250 12345",
          occupation: null,
          current_city: null,
          address: null,
        },
      ],
    });
  });

  it("shows the server's field errors and 'Error contacts not updated'", async () => {
    server.use(
      http.post("/api/v1/contacts", () =>
        errorReply("request.invalid", { "contacts.0.phone": "Enter a valid phone number" }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactsPage />);
    await fill(user, await screen.findByRole("group", { name: "Contact 1" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error contacts not updated")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Enter a valid phone number")).toBeInTheDocument());
  });
});
