/** The auto mode's reviewer model: it fills the person's own sheet, or hands it over with advice. */
export { createReviewer, type Reviewer, type ReviewerDeps, type ReviewerSettingsNow } from './create-reviewer';
export { decideReview, type ReviewOutcome, type ReviewThresholds } from './decide-review';
export { parseReviewReply, ReviewReplySchema, REVIEW_TOOL_NAME } from './parse-review-reply';
export { buildReviewRequest, buildReviewData, type ReviewSubject } from './build-review-request';
