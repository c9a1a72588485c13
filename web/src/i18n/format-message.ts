// The reader of Lingui's compiled messages lives in shared (decision 061), where the server's mails read it too
// (decision 072); the web app reads it from here.
export { formatMessage, type CompiledMessage, type Values } from '@marketplace/shared/i18n/format-message';
