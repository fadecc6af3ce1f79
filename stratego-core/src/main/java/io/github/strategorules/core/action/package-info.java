/**
 * The classic family's actions (C-2, C-3, C-7.5), the records of the sealed {@link
 * io.github.strategorules.core.action.ClassicAction}: {@link
 * io.github.strategorules.core.action.PlacePiece} and {@link
 * io.github.strategorules.core.action.FinishSetup} during the setup, {@link
 * io.github.strategorules.core.action.Move} (with a {@link
 * io.github.strategorules.core.action.Rescue} under V-1.2) during play, and the table actions
 * {@link io.github.strategorules.core.action.ClassicResignation}, {@link
 * io.github.strategorules.core.action.ClassicDrawOffer} and {@link
 * io.github.strategorules.core.action.ClassicDrawAcceptance}, the classic records of the contract's
 * {@code Resignation}, {@code DrawOffer} and {@code DrawAcceptance}. Each names its seat ({@code
 * seat()}, RED or BLUE) and has a text form, {@code RED move a4-a5}. They are applied by {@link
 * io.github.strategorules.core.ClassicState#apply}.
 */
package io.github.strategorules.core.action;
