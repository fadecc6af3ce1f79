#!/usr/bin/env python3
"""A small referee driver for the stratego-rules engine protocol (docs/protocol.md), standard library only.

It plays games of any game through `stratego engine` (the library as the referee), seating engines
(command lines that speak the engine side) and its own random choices ('random'), and reports the
results and the messages per second exchanged with the referee. An engine that crashes, times out
or replies with an action that is not legal loses: the driver resigns in its name.

    python3 referee.py --referee "java -jar examples/target/stratego.jar engine" --game classic \\
        --games 2 --player "python3 examples/python/random_engine.py" --player random
"""

import argparse
import random
import sys
import time

from stratego_protocol import PROTOCOL_VERSION, Peer, ProtocolError, is_table_action


class Referee:
    """The referee process and the requests the driver makes of it."""

    def __init__(self, command):
        self.peer = Peer(command, stderr=None)
        hello = self.ask("hello", protocol=[PROTOCOL_VERSION])
        if hello.get("role") != "referee":
            raise SystemExit("%s is not a referee of the protocol" % command)
        self.server = hello.get("server")

    def ask(self, type_, **fields):
        reply = self.peer.request(type_, **fields)
        if reply["type"] == "error":
            raise RuntimeError("the referee refused %s: %s %s" % (type_, reply["error"], reply["message"]))
        return reply


class Engine:
    """An engine process, started once and used for every game of the run."""

    def __init__(self, command, startup):
        self.peer = Peer(command)
        self.command = command
        hello = self.peer.request("hello", timeout=startup, protocol=[PROTOCOL_VERSION])
        if hello.get("type") != "hello" or hello.get("role") != "engine" or hello.get("protocol") != PROTOCOL_VERSION:
            raise ProtocolError("HANDSHAKE", "%s did not say hello as an engine" % command)
        self.name = hello.get("name") or command
        self.label = self.name  # set per run: the name and the player's number

    def ask(self, type_, timeout, **fields):
        reply = self.peer.request(type_, timeout=timeout, **fields)
        if reply["type"] == "error":
            raise ProtocolError("ERROR_REPLY", str(reply.get("message")))
        return reply


def play(referee, spec, seed, g, players, engines, time_limit, rng):
    """Plays game g: player p at seat (p + g) mod n, seats beyond the players played by 'random'.

    Returns the outcome, the forfeits (seat -> reason), the number of decisions, and who sat where.
    """
    new = referee.ask("new_game", spec=spec, seed=seed)
    gid = new["game_id"]
    seats = new["game"]["seats"]
    n = len(seats)
    if len(players) > n:
        raise SystemExit("%d players for the %d seats of %s" % (len(players), n, spec))
    table = players + ["random"] * (n - len(players))
    seated = {seat: table[(s - g) % n] for s, seat in enumerate(seats)}
    engine_of = {seat: engines[p] for seat, p in seated.items() if p != "random"}
    labels = {seat: engine_of[seat].label if seat in engine_of else "random" for seat in seats}
    status = new["status"]
    forfeits = {}
    for seat, engine in engine_of.items():
        try:
            engine.ask("start", time_limit + 5, game_id=gid, game=new["game"], seat=seat)
        except ProtocolError as e:
            forfeits[seat] = e.reason
    pending = {}  # seat -> its message not yet sent to its engine
    decisions = 0

    def deliver(status, known=None):
        # Each engine gets each step's message once: kept for its go when it decides next.
        # The apply reply carries its sender's message (known): that seat's is not asked again.
        for seat, engine in engine_of.items():
            if seat in forfeits:
                continue
            if known is not None and seat in known:
                message = known[seat]
            else:
                message = referee.ask("message", game_id=gid, seat=seat)["message"]
            if status["outcome"] is not None:
                note = "game_over"
            elif status["to_decide"] and status["to_decide"][0] == seat:
                pending[seat] = message
                continue
            else:
                note = "update"
            try:
                engine.peer.notify({"type": note, "game_id": gid, "message": message})
            except ProtocolError as e:
                forfeits[seat] = e.reason

    deliver(status)
    while status["outcome"] is None:
        seat = status["to_decide"][0]
        action = None
        if seat in forfeits:
            pass
        elif seat in engine_of:
            message = pending.pop(seat)
            legal = [a for a in message["legal_actions"] if not is_table_action(a)]
            message["legal_actions"] = legal  # the driver, like stratego arena, offers no table actions
            try:
                reply = engine_of[seat].ask("go", time_limit, game_id=gid, time_ms=int(time_limit * 1000),
                                            message=message)
                chosen = reply.get("action")
                notation = chosen.get("notation") if isinstance(chosen, dict) else None
                action = next((a for a in legal if a["notation"] == notation), None)
                if action is None:
                    forfeits[seat] = "ILLEGAL_ACTION"
            except ProtocolError as e:
                forfeits[seat] = e.reason
        else:
            legal = [a for a in referee.ask("legal", game_id=gid, seat=seat)["actions"] if not is_table_action(a)]
            action = rng.choice(legal)
        if action is None:  # a forfeit: the referee resigns in the failing engine's name
            legal = referee.ask("legal", game_id=gid, seat=seat)["actions"]
            action = next(a for a in legal if a.get("action") == "resign")
        applied = referee.ask("apply", game_id=gid, seat=seat, action={"notation": action["notation"]})
        status = applied["status"]
        decisions += 1
        deliver(status, {seat: applied["message"]})
    referee.ask("close", game_id=gid)
    return status["outcome"], forfeits, decisions, labels


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--referee", required=True, help="the command line of the referee (stratego engine)")
    parser.add_argument("--game", default="classic", help="the game's spec (default: classic)")
    parser.add_argument("--games", type=int, default=1, help="how many games (default: 1)")
    parser.add_argument("--seed", type=int, default=1, help="game g is seeded with seed + g (default: 1)")
    parser.add_argument("--player", action="append", default=[],
                        help="an engine's command line, or 'random' for the driver's own choices; one per seat, "
                             "missing seats are 'random'; the players take turns at the seats from game to game")
    parser.add_argument("--time-ms", type=int, default=2000, help="each engine decision's time limit (default: 2000)")
    parser.add_argument("--startup-ms", type=int, default=10000, help="an engine's time to say hello")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    referee = Referee(args.referee)
    start = time.monotonic()
    engines = {}
    players = []
    for i, p in enumerate(args.player):
        if p == "random":
            players.append("random")
        else:
            engines[i] = Engine(p, args.startup_ms / 1000)
            engines[i].label = "%s#%d" % (engines[i].name, i)
            players.append(i)
    score = {}
    total_decisions = 0
    for g in range(args.games):
        outcome, forfeits, decisions, labels = play(referee, args.game, args.seed + g, g, players, engines,
                                                    args.time_ms / 1000, rng)
        total_decisions += decisions
        winners = outcome["winners"]
        line = "game %d: %s: %s (%s) after %d decisions" % (
            g, ", ".join("%s=%s" % (s, n) for s, n in labels.items()),
            "draw" if not winners else "won by " + " ".join(winners), outcome["termination"], decisions)
        if forfeits:
            line += "; forfeits: " + ", ".join("%s %s" % (s, r) for s, r in forfeits.items())
        print(line, flush=True)
        for s, n in labels.items():
            w, d, l = score.get(n, (0, 0, 0))
            score[n] = (w + (s in winners), d + (not winners), l + (bool(winners) and s not in winners))
    seconds = time.monotonic() - start
    for n, (w, d, l) in sorted(score.items()):
        print("%s: %d wins, %d draws, %d losses (over its seats)" % (n, w, d, l))
    for e in engines.values():
        e.peer.close({"type": "quit"})
    referee.ask("bye")
    lines = referee.peer.sent + referee.peer.received
    referee.peer.close()
    print("referee %s: %d lines in %.2f s (%.0f lines/s), %d decisions (%.0f decisions/s)" % (
        referee.server, lines, seconds, lines / seconds, total_decisions, total_decisions / seconds))


if __name__ == "__main__":
    try:
        main()
    except ProtocolError as e:
        sys.exit("error: %s" % e)
