import { Button, Collapse } from "@mantine/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "./render.tsx";

function Panel() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Collapse expanded={open}>
        <table aria-label="Inside">
          <tbody>
            <tr>
              <td>cell</td>
            </tr>
          </tbody>
        </table>
      </Collapse>
    </>
  );
}

describe("the test render", () => {
  it("opens a Collapse at once, so a test can read it right after the click", async () => {
    renderWithProviders(<Panel />);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("table", { name: "Inside" })).toBeVisible();
  });
});
