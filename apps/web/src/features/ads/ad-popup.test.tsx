import type { Ad } from "@sagpan/contract";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { AdPopup, contactHref } from "./ad-popup.tsx";

const ad = (status: Ad["status"]): Ad => ({
  id: "ad-1",
  title: "Shree Jewellers",
  description: "Wedding sets for every family",
  image_url: null,
  price: "From Rs 25,000",
  advertiser_name: "Shree Jewellers, Anand",
  advertiser_contact: "+91 98250 00000",
  status,
});

const closeButton = () => screen.getByRole("button", { name: "Close ad" });

describe("the ad popup", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a delayed ad's close disabled for 10 s, counting down, then lets it close", () => {
    const onClose = vi.fn();
    renderWithProviders(<AdPopup ad={ad("delayed")} onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Shree Jewellers" })).toBeInTheDocument();
    expect(closeButton()).toBeDisabled();
    expect(screen.getByTestId("ad-countdown")).toHaveTextContent(
      "You can close this in 10 seconds",
    );
    expect(screen.getByRole("status")).toHaveTextContent("You can close this in 10 seconds");
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId("ad-countdown")).toHaveTextContent("in 9 seconds");
    act(() => void vi.advanceTimersByTime(8_000));
    expect(screen.getByTestId("ad-countdown")).toHaveTextContent("in 1 second");
    fireEvent.click(closeButton());
    expect(onClose).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(closeButton()).toBeEnabled();
    expect(screen.queryByTestId("ad-countdown")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("You can close the ad now");
    fireEvent.click(closeButton());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("never closes on Escape or a backdrop click, before or after the countdown", () => {
    const onClose = vi.fn();
    renderWithProviders(<AdPopup ad={ad("delayed")} onClose={onClose} />);
    const dialog = screen.getByRole("dialog");
    const tryClosing = () => {
      fireEvent.keyDown(dialog, { key: "Escape" });
      fireEvent.keyDown(document, { key: "Escape" });
      const overlay = document.querySelector(".mantine-Modal-overlay");
      if (overlay) {
        fireEvent.mouseDown(overlay);
        fireEvent.click(overlay);
      }
      const inner = document.querySelector(".mantine-Modal-inner");
      if (inner) {
        fireEvent.mouseDown(inner);
        fireEvent.click(inner);
      }
    };
    tryClosing();
    act(() => void vi.advanceTimersByTime(11_000));
    tryClosing();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("lets a normal ad be closed at once, with no countdown", () => {
    const onClose = vi.fn();
    renderWithProviders(<AdPopup ad={ad("normal")} onClose={onClose} />);
    expect(closeButton()).toBeEnabled();
    expect(screen.queryByTestId("ad-countdown")).not.toBeInTheDocument();
    fireEvent.click(closeButton());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("counts down in Gujarati too", async () => {
    await changeLanguage("gu");
    renderWithProviders(<AdPopup ad={ad("delayed")} onClose={() => {}} />);
    expect(screen.getByTestId("ad-countdown")).toHaveTextContent("10 સેકન્ડમાં બંધ કરી શકશો");
    expect(screen.getByRole("button", { name: "જાહેરાત બંધ કરો" })).toBeDisabled();
  });
});

describe("the advertiser's contact", () => {
  it("links phones, e-mails and web addresses, and nothing else", () => {
    expect(contactHref("+91 98250 00000")).toBe("tel:+919825000000");
    expect(contactHref("sales@shree.in")).toBe("mailto:sales@shree.in");
    expect(contactHref("https://shree.in/offer")).toBe("https://shree.in/offer");
    expect(contactHref("javascript:alert(1)")).toBeNull();
    expect(contactHref("Station Road, Anand")).toBeNull();
  });
});
