import type { MenuEntry } from "../features/layout/menu.ts";

/**
 * The avatar menu (spec section 2). Only pages that exist are listed; later issues add
 * the verification pages, Add/Remove Contacts, Buy Plan and the biodata.
 */
export const avatarMenu: MenuEntry[] = [
  {
    kind: "group",
    labelKey: "menu.profile",
    items: [
      { kind: "link", labelKey: "menu.editProfile", to: "/info" },
      { kind: "link", labelKey: "menu.photos", to: "/upload/pics" },
      { kind: "link", labelKey: "menu.idVerification", to: "/upload/doc" },
      { kind: "link", labelKey: "menu.jobVerification", to: "/upload/job/doc" },
      { kind: "link", labelKey: "menu.incomeVerification", to: "/upload/income/doc" },
      { kind: "link", labelKey: "menu.videoIntro", to: "/upload/intro" },
      { kind: "link", labelKey: "menu.contacts", to: "/add/contacts" },
      { kind: "link", labelKey: "menu.deleteAccount", to: "/delete/account", memberOnly: true },
    ],
  },
  { kind: "link", labelKey: "menu.interests", to: "/interests" },
  { kind: "link", labelKey: "menu.privacy", to: "/settings/privacy" },
  { kind: "link", labelKey: "menu.managers", to: "/settings/managers" },
  { kind: "link", labelKey: "menu.notificationSettings", to: "/settings/notifications" },
  { kind: "link", labelKey: "menu.visitors", to: "/visitors" },
  { kind: "link", labelKey: "menu.buyPlan", to: "/subscription" },
  { kind: "dialog", labelKey: "menu.biodata", dialog: "biodata" },
  { kind: "link", labelKey: "menu.terms", to: "/terms-and-conditions" },
  { kind: "dialog", labelKey: "menu.setPassword", dialog: "set-password", memberOnly: true },
  { kind: "link", labelKey: "menu.logout", to: "/logout" },
];

/** Admins also get the review page (documents and reports); nobody else sees it listed. */
const adminMenu: MenuEntry[] = [
  ...avatarMenu.slice(0, -1),
  { kind: "link", labelKey: "menu.admin", to: "/admin" },
  ...avatarMenu.slice(-1),
];

export const menuFor = (isAdmin: boolean) => (isAdmin ? adminMenu : avatarMenu);
