/**
 * The register button's build-time label (VITE_REGISTER_LABEL_EN / _GU), part of the settings in
 * site-settings.ts. Its own small module because the texts (i18n.ts) need it on every first
 * screen, and the rest of the settings would add to /login's script budget for nothing.
 */
export type RegisterLabel = { en: string | null; gu: string | null };

export function readRegisterLabel(env: {
  VITE_REGISTER_LABEL_EN?: string;
  VITE_REGISTER_LABEL_GU?: string;
}): RegisterLabel {
  return {
    en: env.VITE_REGISTER_LABEL_EN?.trim() || null,
    gu: env.VITE_REGISTER_LABEL_GU?.trim() || null,
  };
}

export const registerLabel: RegisterLabel = readRegisterLabel({
  VITE_REGISTER_LABEL_EN: import.meta.env?.VITE_REGISTER_LABEL_EN,
  VITE_REGISTER_LABEL_GU: import.meta.env?.VITE_REGISTER_LABEL_GU,
});
