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
  "request.invalid_characters": {
    status: 400,
    message: "The text contains a character that is not allowed. Please remove it and try again",
  },
  "request.uri_too_long": { status: 414, message: "The address is too long" },
  "server.error": { status: 500, message: "Something went wrong. Please try again later" },
  // The database cannot be reached for a moment (a restart, a failover): the reply carries
  // Retry-After, and the web app says so and tries again by itself.
  "service.unavailable": {
    status: 503,
    message: "Sagpan is busy. Please try again in a few seconds",
  },
  "auth.required": { status: 401, message: "Please sign in to continue" },
  "auth.invalid_credentials": { status: 401, message: "Email or password is incorrect" },
  "auth.too_many_attempts": {
    status: 429,
    message: "Too many sign-in attempts. Please wait 15 minutes and try again",
  },
  "auth.too_many_sign_ups": {
    status: 429,
    message: "Too many new accounts from this network for now. Please try again later",
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
  "auth.passwords_differ": { status: 400, message: "New passwords do not match." },
  "auth.email_unknown": { status: 422, message: "No account uses this email address" },
  "auth.email_unconfirmed": {
    status: 403,
    message: "Confirm your email first: open the link we mailed you",
  },
  "auth.confirmation_invalid": { status: 400, message: "Expired or invalid link" },
  "auth.confirmation_limited": {
    status: 429,
    message: "We sent the link a few times already. Please wait an hour and try again",
  },
  "google.disabled": { status: 404, message: "Sign-in with Google is not available" },
  "google.token_invalid": {
    status: 401,
    message: "Google sign-in could not be verified. Please try again",
  },
  "google.email_unverified": {
    status: 403,
    message: "Your Google email address is not verified. Please sign up with a password",
  },
  "blog.not_found": { status: 404, message: "This article is not available" },
  "profile.not_found": { status: 404, message: "This profile is not available" },
  "profile.exists": { status: 409, message: "This account already has a profile" },
  "bookmark.not_found": { status: 404, message: "Saved profile not found" },
  "recommendation.self": { status: 400, message: "You cannot skip your own profile" },
  "bookmark.self": { status: 400, message: "You cannot save your own profile" },
  "plan.upgrade_required": { status: 402, message: "Plan upgrade required to use this feature" },
  "visitors.browsing_privately": {
    status: 403,
    message: "You browse privately, so you cannot see who viewed your profile",
  },
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
  "interest.already_sent": { status: 424, message: "Interest already sent" },
  "interest.not_found": { status: 404, message: "Interest not found" },
  "interest.self": { status: 400, message: "You cannot send an interest to yourself" },
  "interest.already_answered": {
    status: 409,
    message: "This interest has already been answered",
  },
  "chat_request.already_sent": { status: 409, message: "Chat request already sent" },
  "chat_request.already_received": {
    status: 409,
    message: "This member has already sent you a chat request",
  },
  "chat_request.not_found": { status: 404, message: "Chat request not found" },
  "chat_request.self": { status: 400, message: "You cannot send a chat request to yourself" },
  "chat_request.already_answered": {
    status: 409,
    message: "This chat request has already been answered",
  },
  "chat.not_allowed": {
    status: 403,
    message: "You can message only after your chat request is accepted",
  },
  "chat.self": { status: 400, message: "You cannot message yourself" },
  "chat.thread_not_found": { status: 404, message: "Conversation not found" },
  "block.self": { status: 400, message: "You cannot block yourself" },
  "report.self": { status: 400, message: "You cannot report yourself" },
  "report.already_reported": { status: 409, message: "You have already reported this profile" },
  "report.not_found": { status: 404, message: "Report not found" },
  "report.already_decided": { status: 409, message: "This report has already been decided" },
  "trail.self": { status: 400, message: "Your own profile has no trail" },
  "admin.required": { status: 403, message: "Only administrators can do this" },
  "feature.not_found": { status: 404, message: "This feature card does not exist" },
  "lead.not_found": { status: 404, message: "This request does not exist" },
  "group.not_found": { status: 404, message: "This community group does not exist" },
  "group.exists": { status: 409, message: "A group with this code already exists" },
  "admin.member_not_found": { status: 404, message: "No member with this id" },
  "job.not_found": { status: 404, message: "No scheduled job by this name" },
  "ab.unknown_key": { status: 400, message: "There is no text with this key" },
  "ab.too_long": {
    status: 400,
    message: "This text is too long for its place on the page. Please shorten it",
  },
  "ab.placeholders": {
    status: 400,
    message: "Keep the placeholders of the original text (the names in double braces) unchanged",
  },
  "ad.not_found": { status: 404, message: "This ad is not available" },
  "ad.invalid_schedule": { status: 400, message: "The ad must end after it starts" },
  "ad.stopped": { status: 409, message: "This ad has been stopped and cannot be changed" },
  "documents.invalid_type": {
    status: 400,
    message: "Unknown document type. Use GovID, JobID, SalaryID or PropertyDoc",
  },
  "documents.not_found": { status: 404, message: "Document not found" },
  "documents.too_many": {
    status: 409,
    message: "You already have documents of this type waiting for review",
  },
  "documents.already_decided": {
    status: 409,
    message: "This document has already been reviewed",
  },
  "contacts.viewer_not_verified": {
    status: 403,
    message: "Only verified users can view contact details. Please verify your ID first",
  },
  "contacts.target_not_verified": {
    status: 423,
    message:
      "This member has not verified their ID yet. The Belief plan shows contacts of ID-verified members",
  },
  "contacts.not_connected": {
    status: 403,
    message:
      "This family shares contact details only after an interest or a chat request between you is accepted",
  },
  "biodata.not_verified": { status: 423, message: "This profile is not verified" },
  "biodata.link_expired": {
    status: 403,
    message: "This download link has expired. Please try again",
  },
  "payment.invalid_amount": { status: 400, message: "This amount does not match any plan" },
  "payment.invalid_link": { status: 400, message: "Invalid link" },
  "payment.failed": { status: 400, message: "Something went wrong. Please try again later" },
  "payment.not_confirmed": {
    status: 409,
    message: "The payment is not complete yet. Please try again in a moment",
  },
  "payment.provider_unavailable": {
    status: 502,
    message: "Something went wrong. Please try again later",
  },
  "payment.bad_signature": { status: 400, message: "Invalid webhook signature" },
  "preferences.range_invalid": {
    status: 400,
    message: "The lowest value must not be above the highest",
  },
  "photo_request.self": { status: 400, message: "You cannot ask to see your own photos" },
  "photo_request.already_sent": {
    status: 409,
    message: "You have already asked to see this member's photos",
  },
  "photo_request.not_found": { status: 404, message: "Photo request not found" },
  "photo_request.already_answered": {
    status: 409,
    message: "This photo request has already been answered",
  },
  "photo_request.not_needed": {
    status: 409,
    message: "You can already see this member's photos",
  },
  "managers.limit": {
    status: 409,
    message:
      "A profile can have at most 3 family members managing it. Remove one to invite another",
  },
  "managers.self": {
    status: 400,
    message: "You cannot invite yourself to manage your own profile",
  },
  "managers.exists": {
    status: 409,
    message: "This email is already invited to manage your profile",
  },
  "managers.member_only": {
    status: 403,
    message: "Only the member can do this, not a family member who manages the profile",
  },
  "managers.not_found": { status: 404, message: "Manager not found" },
  "managers.invite_invalid": { status: 400, message: "Expired or invalid link" },
  "managers.has_profile": {
    status: 409,
    message:
      "This email has its own profile on Sagpan. Ask the member to invite another email address",
  },
  "managers.already_managing": {
    status: 409,
    message: "This email already manages another profile. Ask the member to invite another email",
  },
  "connections.contact_rule": {
    status: 403,
    message: "This member does not accept interests or requests from you",
  },
  "profile.paused": {
    status: 403,
    message: "This member has paused their profile and is not taking new interests or requests",
  },
  "export.limited": {
    status: 429,
    message: "You can download your data once a day. Please try again tomorrow",
  },
  "export.not_found": { status: 404, message: "This download is not available. Ask for a new one" },
  "saved_search.too_many": { status: 409, message: "You can keep up to 5 saved searches" },
  "saved_search.not_found": { status: 404, message: "Saved search not found" },
  "push.endpoint_not_allowed": {
    status: 400,
    message: "Notifications cannot be sent through this browser's push service",
  },
  "push.keys_invalid": {
    status: 400,
    message: "This browser gave keys for notifications that are not valid",
  },
  "push.subscription_not_found": {
    status: 404,
    message: "Notifications are not on for this device",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; fields?: Record<string, string> };
}
