/**
 * Every error the API can return: a stable code, its HTTP status and the English message.
 * The web app translates by code (i18n key `errors.<code>`); the message is the fallback.
 */
export const errorCatalogue = {
  "request.invalid": { status: 400, message: "Some fields are missing or invalid" },
  "request.bad_app_id": { status: 400, message: "Unknown application" },
  "request.too_large": { status: 413, message: "The request is too large" },
  "request.rate_limited": { status: 429, message: "Too many requests. Please wait and try again" },
  "request.not_found": { status: 404, message: "Not found" },
  "server.error": { status: 500, message: "Something went wrong. Please try again later" },
  "auth.required": { status: 401, message: "Please sign in to continue" },
  "auth.invalid_credentials": { status: 401, message: "Email or password is incorrect" },
  "auth.too_many_attempts": {
    status: 429,
    message: "Too many sign-in attempts. Please wait 15 minutes and try again",
  },
  "auth.email_taken": { status: 409, message: "An account with this email already exists" },
  "auth.underage": {
    status: 400,
    message: "Brides must be at least 18 and grooms at least 21 years old",
  },
  "auth.old_password_required": { status: 400, message: "Enter your current password" },
  "auth.old_password_wrong": { status: 400, message: "Current password is incorrect" },
  "auth.password_too_short": { status: 400, message: "Password must be at least 6 characters." },
  "auth.reset_token_invalid": { status: 400, message: "Expired or invalid link" },
  "auth.forbidden": { status: 403, message: "You are not allowed to do this" },
  "profile.not_found": { status: 404, message: "This profile is not available" },
  "bookmark.not_found": { status: 404, message: "Saved profile not found" },
  "bookmark.self": { status: 400, message: "You cannot save your own profile" },
  "plan.upgrade_required": { status: 402, message: "Plan upgrade required to use this feature" },
  "upload.missing_file": { status: 400, message: "Choose a file to upload" },
  "upload.unsupported_type": { status: 400, message: "This file type is not supported" },
  "upload.unreadable": { status: 400, message: "This file could not be read. Please try another" },
  "upload.too_large": { status: 413, message: "The file is larger than the limit" },
  "upload.too_many_photos": { status: 409, message: "You can add up to 10 photos" },
  "pics.not_found": { status: 404, message: "Photo not found" },
  "video.not_found": { status: 404, message: "Video not found" },
  "files.range_not_satisfiable": {
    status: 416,
    message: "The requested range is outside the file",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; fields?: Record<string, string> };
}
