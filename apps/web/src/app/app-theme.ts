import { type MantineThemeOverride, mergeThemeOverrides } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "../i18n/use-translation.ts";

/**
 * The theme with the close button of every dialog named in the reader's language: Mantine draws
 * it as an X icon with no name, which a screen reader announces as "button" (issue 23, item 10).
 * Plain default props, not `Modal.extend`, so the first screen's code does not take in the
 * dialog's.
 */
export function useAppTheme(base: MantineThemeOverride): MantineThemeOverride {
  const { t } = useTranslation();
  const close = t("common.closeDialog");
  return useMemo(() => {
    const closeButtonProps = { "aria-label": close };
    return mergeThemeOverrides(base, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    });
  }, [base, close]);
}
