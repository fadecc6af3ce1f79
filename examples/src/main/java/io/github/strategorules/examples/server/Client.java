package io.github.strategorules.examples.server;

/**
 * A seat's client, as the server sees it: it receives messages and, when asked, answers with an
 * action as text ({@code Action.notation()}, such as {@code RED move a4-a5} or {@code GREEN
 * resign}). In a networked server this would be a socket; here it is an object.
 */
public interface Client {
  /**
   * Receives a message from the server.
   *
   * @param message the message
   */
  void receive(Message message);

  /**
   * The seat's action, as text: the server asks when the game waits for this seat.
   *
   * @return the action's text
   */
  String decide();
}
