package io.github.strategorules.examples.web;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * The page of {@code stratego serve} as a person uses it, driven through Chromium: it types and
 * clicks, and reads what the page shows. Actions are taken the way a person takes them: a move by
 * clicking its two squares, a placement by choosing the piece and clicking its square, Lost
 * Island's value orders by clicking the values in turn, other actions by their buttons.
 */
final class Page {
  private static final Duration WAIT = Duration.ofSeconds(20);
  private static final ObjectMapper MAPPER = new ObjectMapper();

  final ChromeDriver driver;
  private final URI base;
  private final List<String> received = new ArrayList<>();

  Page(Browsers.Session session, URI base) {
    this.driver = session.driver;
    this.base = base;
  }

  /**
   * Opens the page (optionally with a fragment such as {@code watch=ID}) and waits for the
   * connection.
   */
  Page open(String fragment) {
    driver.get(base + (fragment.isEmpty() ? "" : "#" + fragment));
    await(
        () -> driver.findElement(By.id("connection")).getAttribute("class").contains("ok"),
        "the connection");
    return this;
  }

  /** Creates a game from the lobby's form. */
  void create(String spec, List<String> players, String seat) {
    WebElement input = driver.findElement(By.id("spec"));
    input.clear();
    input.sendKeys(spec);
    await(
        () ->
            spec.equals(driver.findElement(By.id("seat-rows")).getAttribute("data-spec"))
                && driver.findElements(By.cssSelector("#seat-rows select")).size()
                    == players.size(),
        "the seats of " + spec);
    for (int i = 0; i < players.size(); i++) {
      String s =
          driver
              .findElements(By.cssSelector("#seat-rows select"))
              .get(i)
              .getAttribute("id")
              .substring(7);
      if (!s.equals(seat)) {
        driver
            .findElement(By.cssSelector("#player-" + s + " option[value='" + players.get(i) + "']"))
            .click();
      }
    }
    driver.findElement(By.id("mine-" + seat)).click();
    driver.findElement(By.id("create-button")).click();
    awaitJoined();
  }

  /** Joins a seat of a game listed in the lobby. */
  void join(String game, String seat) {
    awaitListed(game, seat);
    driver
        .findElement(
            By.cssSelector("tr[data-game='" + game + "'] button[data-join='" + seat + "']"))
        .click();
    awaitJoined();
  }

  /** Waits until the lobby lists a game with a seat to join. */
  void awaitListed(String game, String seat) {
    By b = By.cssSelector("tr[data-game='" + game + "'] button[data-join='" + seat + "']");
    await(() -> !driver.findElements(b).isEmpty(), "game " + game + " in the lobby");
  }

  /** The numbers of the event log's lines, top to bottom. */
  List<Integer> logNumbers() {
    return driver.findElements(By.cssSelector("#log li")).stream()
        .map(li -> Integer.parseInt(li.getDomAttribute("value")))
        .toList();
  }

  /** The text under the board: captured pieces or boats and supply, and the legend. */
  String underTheBoard() {
    return driver.findElement(By.id("boats")).getText();
  }

  /** The legend's entries, by the class of their swatch. */
  List<String> legend() {
    return driver.findElements(By.cssSelector("#boats .legend li")).stream()
        .map(li -> li.getDomAttribute("data-legend"))
        .toList();
  }

  /** The names written on the face-up tiles of a Lost Island board. */
  List<String> tileNames() {
    return driver.findElements(By.cssSelector("#board .tile-name")).stream()
        .map(WebElement::getText)
        .toList();
  }

  private void awaitJoined() {
    await(() -> body("game").isPresent() && body("updates").isPresent(), "the game screen");
  }

  Optional<String> body(String data) {
    String v = driver.findElement(By.tagName("body")).getAttribute("data-" + data);
    return Optional.ofNullable(v);
  }

  String game() {
    return body("game").orElseThrow();
  }

  int updates() {
    return body("updates").map(Integer::parseInt).orElse(0);
  }

  int replies() {
    return body("replies").map(Integer::parseInt).orElse(0);
  }

  int steps() {
    return body("steps").map(Integer::parseInt).orElse(0);
  }

  boolean myTurn() {
    return "true".equals(driver.findElement(By.id("status")).getAttribute("data-mine"));
  }

  boolean over() {
    return driver.findElement(By.id("outcome")).isDisplayed();
  }

  String winners() {
    return driver.findElement(By.id("outcome")).getAttribute("data-winners");
  }

  String termination() {
    return driver.findElement(By.id("outcome")).getAttribute("data-termination");
  }

  String status() {
    return driver.findElement(By.id("status")).getText();
  }

  /** The event log's lines, top to bottom, without their numbers. */
  List<String> log() {
    return driver.findElements(By.cssSelector("#log li .t")).stream()
        .map(WebElement::getText)
        .toList();
  }

  /**
   * Whether every number of the event log is shown whole: as many numbers as lines, each the line's
   * number, inside the log's box and not cut (issue 55: from 10 on the list's markers lost their
   * first digit at its left edge).
   */
  boolean logNumbersShownWhole() {
    Object whole =
        script(
            "const log = document.getElementById('log');"
                + "const box = log.getBoundingClientRect();"
                + "const lines = [...log.querySelectorAll('li')];"
                + "return lines.length > 0 && lines.every((li) => {"
                + "  const n = li.querySelector('.n');"
                + "  if (!n || n.textContent !== String(li.value)) return false;"
                + "  const r = n.getBoundingClientRect();"
                + "  return r.left >= box.left && r.right <= box.right && n.scrollWidth <= n.clientWidth;"
                + "});");
    return Boolean.TRUE.equals(whole);
  }

  /** The setup styles the palette offers: each button's style name and its words. */
  List<String> setupStyles() {
    return driver.findElements(By.cssSelector("#setup-styles button")).stream()
        .map(b -> b.getDomAttribute("data-setup") + ": " + b.getText())
        .toList();
  }

  /** Has the rest of the setup placed in a style, as a person clicks it, and waits for it. */
  void setUp(String style) {
    int before = replies();
    driver.findElement(By.cssSelector("#setup-styles button[data-setup='" + style + "']")).click();
    await(() -> replies() > before, "the " + style + " setup");
  }

  /** The lobby's row of a game: its cells' texts (read at once: the list is redrawn every 3 s). */
  List<String> lobbyRow(String game) {
    Object cells =
        script(
            "return [...document.querySelectorAll(arguments[0])].map((td) => td.textContent);",
            "tr[data-game='" + game + "'] td");
    List<String> out = new ArrayList<>();
    if (cells instanceof List<?> l) {
      l.forEach(c -> out.add(String.valueOf(c)));
    }
    return out;
  }

  /** The options of the lobby's choice of who plays a seat, in order. */
  List<String> playerChoices(String seat) {
    return driver.findElements(By.cssSelector("#player-" + seat + " option")).stream()
        .map(o -> o.getDomAttribute("value"))
        .toList();
  }

  /** Waits until this seat may act, or the game is over. */
  void awaitTurn() {
    await(() -> myTurn() || over(), "my turn");
  }

  /** Waits until the page has received a number of steps. */
  void awaitSteps(int n) {
    await(() -> steps() >= n, "step " + n);
  }

  void clickSquare(String square) {
    driver.findElement(By.cssSelector("#board [data-square='" + square + "']")).click();
  }

  boolean highlighted(String square, String why) {
    return driver
        .findElement(By.cssSelector("#board [data-square='" + square + "']"))
        .getAttribute("class")
        .contains(why);
  }

  /**
   * Takes an action through the page, as a person would, and waits for the server's answer: the
   * action's JSON (as {@code stratego-json} writes it) says which squares, piece or values to
   * click.
   */
  void perform(JsonNode action) {
    String notation = action.get("notation").asString();
    int before = replies();
    String kind = action.get("action").asString();
    if (action.has("values")) {
      for (JsonNode v : action.get("values")) {
        By b = By.cssSelector("#sequence-values button[data-value='" + v.asInt() + "']");
        await(() -> !driver.findElements(b).isEmpty(), "value " + v.asInt() + " for " + notation);
        driver.findElement(b).click();
      }
    } else if (action.hasNonNull("from") && action.hasNonNull("to")) {
      if (!highlighted(action.get("from").asString(), "selected")) {
        clickSquare(action.get("from").asString());
      }
      clickSquare(action.get("to").asString());
      chooseIfListed(notation, before);
    } else if (action.hasNonNull("square")) {
      if (kind.equals("place_piece")) {
        By piece =
            By.cssSelector(
                "#palette-pieces button[data-piece='" + action.get("type").asString() + "']");
        if (!"true".equals(driver.findElement(piece).getAttribute("aria-pressed"))) {
          driver.findElement(piece).click();
        }
      }
      clickSquare(action.get("square").asString());
      chooseIfListed(notation, before);
    } else {
      By b = By.cssSelector("button[data-notation='" + notation + "']");
      driver.findElement(b).click();
      if (kind.equals("resign")) {
        driver.findElement(b).click();
      }
    }
    await(() -> replies() > before, "the answer to " + notation);
    if (body("refused").isPresent()) {
      throw new AssertionError(
          "the server refused " + notation + ": " + driver.findElement(By.id("problem")).getText());
    }
  }

  /** When a square leads to several actions the page lists them: choose the one wanted. */
  private void chooseIfListed(String notation, int before) {
    By b = By.cssSelector("#action-list button[data-notation='" + notation + "']");
    await(
        () -> sent(notation, before) || !driver.findElements(b).isEmpty(),
        "the choice " + notation);
    if (!sent(notation, before)) {
      driver.findElement(b).click();
    }
  }

  private boolean sent(String notation, int before) {
    return notation.equals(body("pending").orElse("")) || replies() > before;
  }

  /** Forgets the frames received so far (an earlier game's, in a reused browser). */
  void forgetFrames() {
    framesReceived();
    received.clear();
  }

  /**
   * Every WebSocket frame the browser received so far, in order, as the browser's network log saw
   * it.
   */
  List<String> framesReceived() {
    for (LogEntry e : driver.manage().logs().get("performance")) {
      JsonNode m = MAPPER.readTree(e.getMessage()).path("message");
      if (m.path("method").asString("").equals("Network.webSocketFrameReceived")) {
        received.add(m.path("params").path("response").path("payloadData").asString());
      }
    }
    return List.copyOf(received);
  }

  /**
   * The last {@code update} frame the browser received, once the page has shown it: what the server
   * sent this seat (its view, events and legal actions), read from the network log.
   */
  JsonNode lastUpdate() {
    JsonNode[] last = new JsonNode[1];
    await(
        () -> {
          List<String> frames = framesReceived();
          int n = 0;
          for (String f : frames) {
            JsonNode node = MAPPER.readTree(f);
            if (node.path("type").asString("").equals("update")) {
              n++;
              last[0] = node;
            }
          }
          return n == updates();
        },
        "the network log to hold every update the page showed");
    return last[0];
  }

  void screenshot(Path file) throws java.io.IOException {
    Files.createDirectories(file.getParent());
    Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
  }

  Object script(String js, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(js, args);
  }

  interface Condition {
    boolean holds();
  }

  void await(Condition c, String what) {
    long end = System.nanoTime() + WAIT.toNanos();
    RuntimeException last = null;
    while (System.nanoTime() < end) {
      try {
        if (c.holds()) {
          return;
        }
        last = null;
      } catch (org.openqa.selenium.StaleElementReferenceException
          | org.openqa.selenium.NoSuchElementException e) {
        last = e; // the page re-rendered under us: look again
      }
      try {
        Thread.sleep(15);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted waiting for " + what, e);
      }
    }
    throw new AssertionError(
        "timed out waiting for "
            + what
            + "; status: "
            + driver.findElement(By.id("status")).getText()
            + "; problem: "
            + driver.findElement(By.id("problem")).getText()
            + "; connection: "
            + driver.findElement(By.id("connection")).getText(),
        last);
  }
}
