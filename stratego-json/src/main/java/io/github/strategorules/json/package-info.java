/**
 * JSON for every game of stratego-rules: {@link io.github.strategorules.json.StrategoJson} writes
 * and reads games by spec, actions, per-seat views and events, outcomes, the per-seat message a
 * server sends (a referee's {@link io.github.strategorules.core.referee.Update}) and {@link
 * io.github.strategorules.json.StoredRecord}s. The formats, their versioning and their JSON Schemas
 * are described in the project's {@code docs/json.md}.
 */
package io.github.strategorules.json;
