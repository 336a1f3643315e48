from mafia_desk.cli import main

raise SystemExit(main())
