#!/usr/bin/env python3
"""A random engine for the stratego-rules engine protocol (docs/protocol.md), standard library only.

It plays any game the referee offers: asked to `go`, it picks uniformly among the legal actions of
the message it was sent, leaving resignations and draw actions aside. A template for engines: keep
what `update` and `go` bring (the seat's view and events) and choose better.

    python3 random_engine.py [--seed S] [--name NAME]
"""

import argparse
import json
import random
import sys

from stratego_protocol import PROTOCOL_VERSION, is_table_action


def reply(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def error(request_id, text):
    reply({"type": "error", "id": request_id, "message": text})


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=None, help="seed of the choices (default: random)")
    parser.add_argument("--name", default="random.py", help="the name given in the hello")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    seats = {}  # game_id -> the seat this engine plays there
    while True:
        line = sys.stdin.readline()
        if not line:
            return  # the referee closed the input
        try:
            message = json.loads(line)
        except ValueError:
            error(None, "not JSON")
            continue
        if not isinstance(message, dict):
            error(None, "not an object")
            continue
        kind = message.get("type")
        request_id = message.get("id")
        if kind == "hello":
            offered = message.get("protocol")
            offered = offered if isinstance(offered, list) else [offered]
            if PROTOCOL_VERSION not in offered:
                error(request_id, "this engine speaks version %d" % PROTOCOL_VERSION)
            else:
                reply({"type": "hello", "id": request_id, "protocol": PROTOCOL_VERSION, "role": "engine",
                       "name": args.name})
        elif kind == "start":
            seats[message.get("game_id")] = message.get("seat")
            reply({"type": "start", "id": request_id})
        elif kind == "go":
            legal = message.get("message", {}).get("legal_actions", [])
            choices = [a for a in legal if not is_table_action(a)] or legal
            if not choices:
                error(request_id, "no legal action to choose from")
            else:
                reply({"type": "go", "id": request_id, "action": {"notation": rng.choice(choices)["notation"]}})
        elif kind == "update":
            pass  # a random engine needs no memory
        elif kind == "game_over":
            seats.pop(message.get("game_id"), None)
        elif kind == "quit":
            return
        elif request_id is not None:
            error(request_id, "unknown request type")


if __name__ == "__main__":
    main()
