import { Button, Menu } from "@mantine/core";
import { IconBan, IconDots, IconFlag } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * The profile's More menu (Block, Report and what the page adds). Mantine's Menu with its
 * Popover, floating-ui and focus trap is about 27 KB gzipped, so this module loads only when the
 * member first opens the menu (ConnectionActions draws a plain button until then); it opens
 * at once and takes over the focus of the button it replaces.
 */
export default function MoreMenu({
  more,
  blocked,
  onBlock,
  onReport,
}: {
  more?: ReactNode;
  blocked: boolean;
  onBlock: () => void;
  onReport: () => void;
}) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => target.current?.focus(), []);
  return (
    <Menu position="top-end" withinPortal defaultOpened>
      <Menu.Target>
        <Button ref={target} variant="default" leftSection={<IconDots size={18} aria-hidden />}>
          {t("connections.more")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {more}
        {!blocked && (
          <Menu.Item color="red" leftSection={<IconBan size={16} aria-hidden />} onClick={onBlock}>
            {t("connections.block")}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconFlag size={16} aria-hidden />} onClick={onReport}>
          {t("connections.report")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
