#!/bin/sh
exec /usr/bin/redis-server.debian "$@" --protected-mode no --bind 0.0.0.0
