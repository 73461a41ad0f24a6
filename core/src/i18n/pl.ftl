# Ply po polsku. Te same identyfikatory i zmienne co w en.ftl (sprawdzają to testy).
# Rzeczowniki ($piece, $attacker, ...) przychodzą w mianowniku; tam, gdzie zdanie wymaga innego
# przypadka albo rodzaju, wybieramy formę według towarzyszącego identyfikatora ($piece-role, ...).

color-white = Białe
color-black = Czarne

role-pawn = pion
role-knight = skoczek
role-bishop = goniec
role-rook = wieża
role-queen = hetman
role-king = król

status-to-move = Ruch { $color ->
    [white] białych
   *[black] czarnych
}
status-in-check = Ruch { $color ->
    [white] białych
   *[black] czarnych
}, szach
status-checkmate = Mat. Wygrywają { $winner ->
    [white] białe
   *[black] czarne
}.
status-resignation = { $loser ->
    [white] Białe
   *[black] Czarne
} poddały partię. Wygrywają { $winner ->
    [white] białe
   *[black] czarne
}.
status-timeout = { $loser ->
    [white] Białym
   *[black] Czarnym
} skończył się czas. Wygrywają { $winner ->
    [white] białe
   *[black] czarne
}.
status-stalemate = Pat: remis.
status-agreement = Remis za zgodą.
status-threefold = Remis: ta sama pozycja powtórzyła się trzy razy.
status-fivefold = Remis: ta sama pozycja powtórzyła się pięć razy.
status-fifty-moves = Remis: pięćdziesiąt ruchów bez bicia i bez ruchu pionem.
status-seventy-five-moves = Remis: siedemdziesiąt pięć ruchów bez bicia i bez ruchu pionem.
status-insufficient-material = Remis: żadna ze stron nie może już dać mata.
status-timeout-draw = { $loser ->
    [white] Białym
   *[black] Czarnym
} skończył się czas, ale { $winner ->
    [white] białe
   *[black] czarne
} nie mogą dać mata: remis.

computer-thinking = Komputer myśli…
draw-offered = { $color ->
    [white] Białe
   *[black] Czarne
} proponują remis.
fifty-move-counter = Do remisu z zasady pięćdziesięciu ruchów { $moves ->
    [one] został { $moves } ruch
    [few] zostały { $moves } ruchy
   *[many] zostało { $moves } ruchów
}
repetition-counter = Ta pozycja wystąpiła już { $count ->
    [1] raz
    [2] dwa razy
   *[other] { $count } razy
}

square-empty = { $square }, puste pole
square-piece = { $square }, { $piece-role ->
    [rook] { $color ->
        [white] biała
       *[black] czarna
    }
   *[other] { $color ->
        [white] biały
       *[black] czarny
    }
} { $piece }

spoken-move = { $piece } z { $from } na { $to }
spoken-capture = { $piece } z { $from } bije { $captured-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
} na { $to }
spoken-castle-king-side = Krótka roszada
spoken-castle-queen-side = Długa roszada
spoken-en-passant = { $move }, bicie w przelocie
spoken-promotion = { $move }, promocja na { $promoted-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}
spoken-check = { $move }, szach
spoken-checkmate = { $move }, mat

button-undo = Cofnij
button-redo = Ponów
button-offer-draw = Zaproponuj remis
button-accept-draw = Przyjmij remis
button-decline-draw = Odrzuć
button-resign = Poddaj się
button-hint = Podpowiedź
button-new-game = Nowa partia

why-not-same-square = Ruch musi prowadzić na inne pole niż { $square }.
why-not-no-piece = Na polu { $square } nie stoi żadna bierka.
why-not-not-your-piece = { $piece-role ->
    [pawn] Pion na { $square } nie jest twój
    [knight] Skoczek na { $square } nie jest twój
    [bishop] Goniec na { $square } nie jest twój
    [rook] Wieża na { $square } nie jest twoja
    [queen] Hetman na { $square } nie jest twój
   *[king] Król na { $square } nie jest twój
}: teraz ruch { $color ->
    [white] białych
   *[black] czarnych
}.
why-not-own-piece = Nie możesz zbić { $piece-role ->
    [pawn] własnego piona
    [knight] własnego skoczka
    [bishop] własnego gońca
    [rook] własnej wieży
    [queen] własnego hetmana
   *[king] własnego króla
} na { $square }.
why-not-cannot-move-like-that = Tak się nie da: { $piece } z { $from } nie może pójść na { $to }, bo { $role ->
    [pawn] pion idzie prosto do przodu, a bije o jedno pole po skosie do przodu.
    [knight] skoczek skacze „literą L” – dwa pola w jedną stronę i jedno w bok.
    [bishop] goniec porusza się tylko po przekątnych.
    [rook] wieża porusza się tylko w pionie i w poziomie.
    [queen] hetman porusza się w pionie, w poziomie i po przekątnych.
   *[king] król przesuwa się o jedno pole w dowolnym kierunku.
}
why-not-path-blocked = Tędy { $piece } nie przejdzie: na { $square } stoi { $blocker }, a przeskakiwać inne bierki potrafi tylko skoczek.
why-not-pawn-backward = Pion nigdy się nie cofa.
why-not-pawn-double-step = Pion na { $square } już się ruszał, więc może pójść tylko o jedno pole do przodu.
why-not-pawn-capture-straight = Pion nie bije prosto przed siebie: { $blocker } na { $square } zagradza mu drogę.
why-not-pawn-diagonal-empty = Po skosie pion idzie tylko wtedy, gdy bije, a pole { $square } jest puste.
why-not-en-passant-expired = Piona na { $square } można było zbić w przelocie tylko od razu, w ruchu tuż po tym, jak przeszedł o dwa pola.
why-not-moves-into-check = Twój król nie może wejść na pole { $square }: atakuje je { $attacker } z { $attacker-square }.
why-not-double-check = Twojemu królowi dają szacha naraz dwie bierki ({ $attacker } z { $attacker-square } i { $other } z { $other-square }): ruszyć się może tylko król.
why-not-keeps-king-in-check = Twojemu królowi daje szacha { $attacker } z { $attacker-square }, a ten ruch przed nim nie chroni.
why-not-pinned = { $piece-role ->
    [pawn] Pion na { $square } jest związany
    [knight] Skoczek na { $square } jest związany
    [bishop] Goniec na { $square } jest związany
    [rook] Wieża na { $square } jest związana
    [queen] Hetman na { $square } jest związany
   *[king] Król na { $square } jest związany
}: zasłania twojego króla przed { $attacker-role ->
    [pawn] pionem
    [knight] skoczkiem
    [bishop] gońcem
    [rook] wieżą
    [queen] hetmanem
   *[king] królem
} z { $attacker-square }.
why-not-exposes-king = Ten ruch wystawiłby twojego króla na atak { $attacker-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieży
    [queen] hetmana
   *[king] króla
} z { $attacker-square }.
why-not-castling-right-lost = { $side ->
    [king] Krótka
   *[queen] Długa
} roszada nie jest już możliwa: { $cause ->
    [king-moved] twój król już się ruszał.
    [rook-moved] ta wieża już się ruszała.
    [rook-captured] ta wieża została zbita.
   *[unknown] ruszał się już król albo ta wieża.
}
why-not-castling-in-check = Nie możesz zrobić roszady, gdy król jest szachowany: szacha daje mu { $attacker } z { $attacker-square }.
why-not-castling-blocked = { $side ->
    [king] Krótka
   *[queen] Długa
} roszada nie jest jeszcze możliwa: drogę zagradza { $blocker } na { $square }.
why-not-castling-through-check = { $side ->
    [king] Krótka
   *[queen] Długa
} roszada jest niemożliwa: król przeszedłby przez pole { $square }, które atakuje { $attacker } z { $attacker-square }.
why-not-castling-into-check = { $side ->
    [king] Krótka
   *[queen] Długa
} roszada jest niemożliwa: król stanąłby na polu { $square }, które atakuje { $attacker } z { $attacker-square }.
why-not-castle-onto-rook = Aby zrobić { $side ->
    [king] krótką
   *[queen] długą
} roszadę, postaw króla na własnej wieży na { $square }.
why-not-promotion-required = Pion, który dochodzi na { $square }, musi zostać promowany: wybierz hetmana, wieżę, gońca lub skoczka.
why-not-promotion-not-allowed = W { $piece-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
} może się zamienić tylko pion, który doszedł do ostatniego rzędu.
why-not-cannot-promote-to = Pion może się zamienić w hetmana, wieżę, gońca lub skoczka, ale nie w { $piece-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}.

button-start-again = Zacznij od nowa
button-try-it = Wypróbuj
rules-title = Zasady gry w szachy

practice-step = Krok { $step } z { $steps }
practice-solved = Rozwiązane!
practice-next-move = Dobrze. Teraz kolejny ruch.
practice-escape-found = Dobrze: { $way ->
    [capture] bierka, która dawała szacha, została zbita.
    [block] szach został zasłonięty.
   *[king] król uciekł spod szacha.
} Teraz znajdź inny sposób.
practice-escape-again = Ten sposób wyjścia z szacha już był ({ $way ->
    [capture] bicie
    [block] zasłonięcie
   *[king] ucieczka królem
}). Znajdź inny.
practice-not-that-piece = To ruch { $moved-role ->
    [pawn] pionem
    [knight] skoczkiem
    [bishop] gońcem
    [rook] wieżą
    [queen] hetmanem
   *[king] królem
}, a zadanie każe zagrać { $wanted-role ->
    [pawn] pionem
    [knight] skoczkiem
    [bishop] gońcem
    [rook] wieżą
    [queen] hetmanem
   *[king] królem
}.
practice-touched-piece = Dotknięta bierka to { $piece } na { $square }, więc to nią musisz wykonać ruch.
practice-no-capture = Ten ruch niczego nie bije.
practice-wrong-target = Ten ruch bije { $captured-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}, a zadanie każe zbić { $wanted-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}.
practice-wrong-capturer = Cel dobry, ale bić trzeba { $wanted-role ->
    [pawn] pionem
    [knight] skoczkiem
    [bishop] gońcem
    [rook] wieżą
    [queen] hetmanem
   *[king] królem
}, nie { $moved-role ->
    [pawn] pionem
    [knight] skoczkiem
    [bishop] gońcem
    [rook] wieżą
    [queen] hetmanem
   *[king] królem
}.
practice-capture-more = Ten ruch zdobywa { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}, ale inne bicie daje więcej.
practice-not-en-passant = To dozwolony ruch, ale nie bicie w przelocie.
practice-not-castling = To dozwolony ruch, ale nie roszada.
practice-wrong-side = To { $side ->
    [king] krótka
   *[queen] długa
} roszada: zrób roszadę w drugą stronę.
practice-no-promotion = W tym ruchu żaden pion nie jest promowany.
practice-wrong-promotion = Pion zamienił się w { $promoted-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}, a zadanie każe wybrać { $wanted-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}.
practice-promotion-without-check = Ta promocja nie daje szacha.
practice-not-check = Ten ruch nie daje nawet szacha.
practice-check-not-mate = Szach, ale nie mat: { $color ->
    [white] białe
   *[black] czarne
} mogą się jeszcze obronić.
practice-stalemate = To pat: { $color ->
    [white] białe
   *[black] czarne
} nie mają żadnego ruchu i nie są w szachu, więc partia kończy się remisem.
practice-not-drawn = Po tym ruchu partia toczy się dalej: to nie remis.
practice-not-that-move = Twój ruch to { $played }, a zadanie każe zagrać { $wanted }.
practice-mate-follows = Po tym ruchu przeciwnik daje mata: { $move }.

## Słowa samych aplikacji: nagłówki, przyciski, pozycje menu i etykiety dla czytnika ekranu.

common-back = Wstecz
common-home = Ekran główny
common-cancel = Anuluj
common-ok = OK

home-continue = Kontynuuj partię
home-versus-computer = Z komputerem
home-pass-and-play = Dwóch graczy
home-level = Poziom
level-beginner = Początkujący
level-easy = Łatwy
level-normal = Średni
level-hard = Trudny
level-expert = Ekspert
home-your-color = Twój kolor
home-random-color = Losowo
home-board-turning = Obracanie szachownicy
turning-fixed = Białe na dole
turning-flip-each-move = Obraca się po każdym ruchu
turning-face-to-face = Twarzą w twarz
home-chess960 = Szachy 960
home-clock = Zegar
home-no-clock = Bez zegara
home-start = Zacznij
time-control-spoken = { $minutes ->
    [one] { $minutes } minuta
    [few] { $minutes } minuty
   *[many] { $minutes } minut
}{ $increment ->
    [0] {""}
    [one] , plus { $increment } sekunda za każdy ruch
    [few] , plus { $increment } sekundy za każdy ruch
   *[many] , plus { $increment } sekund za każdy ruch
}

game-title = Partia
game-none = Nie ma jeszcze partii: zacznij ją na ekranie głównym.
game-save-unreadable = Nie udało się odczytać zapisanej partii.
game-see-rule = Przeczytaj zasadę
game-resign-question = Poddać tę partię?
game-keep-playing = Graj dalej
game-offer-draw-question = Zaproponować remis?
game-over = Koniec partii
game-rematch = Rewanż
game-share-pgn = Udostępnij partię (PGN)
game-shared-title = Partia szachowa z Ply
game-look-at-board = Zobacz szachownicę
game-promote-to = Zamień piona na

rules-practice = Ćwiczenie
rules-try-again = Spróbuj jeszcze raz
rules-no-such-card = Nie ma takiej karty z zasadą.

settings-title = Ustawienia
settings-language = Język
settings-system-language = Język systemu
settings-board-colors = Kolory szachownicy
board-colors-wood = Drewno
board-colors-green = Zieleń
board-colors-blue = Błękit
board-colors-gray = Szarość
settings-on-moves = Przy każdym ruchu
settings-sound = Dźwięk
settings-vibration = Wibracja
settings-coaching = Nauka
settings-coach-lock = Bez cofania ruchów z komputerem
settings-coach-lock-note = Obowiązuje od następnej nowej partii.

## Słowa terminala wokół kart z zasadami (`ply rules`). Wpisywane słowa (`again`, `quit`, litery
## q, r, b, n) i samo `ply rules` zostają bez zmian; $command to polecenie.

terminal-legend = * może tam pójść   x może tam bić   # nie może tam pójść   (p) bierka   [ ] zaznaczone pole
terminal-arrows = strzałki: { $arrows }
terminal-has-practice = (ćwiczenie)
terminal-practice = Ćwiczenie ({ $command }): { $goal }
terminal-practice-help = Wpisz ruch w notacji SAN (Nf3, O-O), UCI (g1f3, e7e8n) albo jako dwa pola (g1 f3); `again` zaczyna zadanie od nowa, `quit` kończy.
terminal-promote-prompt = Promocja na (q hetman, r wieża, b goniec, n skoczek)?
terminal-not-a-promotion = Pion nie może się w to zamienić: wpisz q, r, b albo n.
terminal-rule-card-link = (karta z zasadą: { $card })
terminal-no-such-card = nie ma karty z zasadą `{ $card }`; `ply rules` wypisuje wszystkie

# Analiza po partii. $move, $answer i $better to ruchy zapisane notacją („19. Nf3?”, „19…Bxg5”);
# $color to strona, która gra $answer (przy przeoczonym macie ta, która go miała, przy pacie ta,
# która dostała pata). Przy $piece, $first, $second, $attacker, $pinned, $behind, $front, $moved i
# $target formę wybieramy według towarzyszącego -role.
review-title = Analiza partii
review-button = Przeanalizuj partię
review-progress = Analiza ruchu { $done } z { $total }
review-no-mistakes = Bez błędów: żaden ruch nie zaprzepaścił szans.
review-key-moments = Kluczowe momenty
review-played = Zagrano
review-better = Lepiej
review-graph = Szanse białych na wygraną, ruch po ruchu
review-class = { $class ->
    [best] Najlepszy ruch
    [good] Dobry ruch
    [inaccuracy] Niedokładność
    [mistake] Błąd
   *[blunder] Gruby błąd
}
review-answer-mate = Po { $move } { $color ->
    [white] białe
   *[black] czarne
} { $count ->
    [one] od razu dają mata ruchem { $answer }.
   *[other] dają mata w { $count } ruchach, zaczynając od { $answer }.
}
review-answer-piece = Po { $move } { $color ->
    [white] białe
   *[black] czarne
} grają { $answer } i wygrywają { $piece-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}.
review-answer-exchange = Po { $move } { $color ->
    [white] białe
   *[black] czarne
} grają { $answer } i wygrywają jakość: wieżę za gońca lub skoczka.
review-answer-pawns = Po { $move } { $color ->
    [white] białe
   *[black] czarne
} grają { $answer } i wygrywają { $count ->
    [one] piona
    [few] { $count } piony
   *[many] { $count } pionów
}.
review-answer-material = Po { $move } { $color ->
    [white] białe
   *[black] czarne
} grają { $answer } i wygrywają materiał o wartości { $count ->
    [one] jednego piona
   *[other] { $count } pionów
}.
review-answer-plain = Po { $move } najsilniejsza odpowiedź to { $answer }.
review-better-mate = Lepiej było zagrać { $better }: { $count ->
    [one] to od razu mat.
   *[other] to mat w { $count } ruchach.
}
review-better-piece = Lepiej było zagrać { $better }: ten ruch wygrywa { $piece-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}.
review-better-exchange = Lepiej było zagrać { $better }: ten ruch wygrywa jakość.
review-better-pawns = Lepiej było zagrać { $better }: ten ruch wygrywa { $count ->
    [one] piona
    [few] { $count } piony
   *[many] { $count } pionów
}.
review-better-material = Lepiej było zagrać { $better }: ten ruch wygrywa materiał o wartości { $count ->
    [one] jednego piona
   *[other] { $count } pionów
}.
review-better-keeps = Lepiej było zagrać { $better } i zachować { $piece-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}.
review-better-plain = Lepiej było zagrać { $better }.
review-motif-hanging = { $piece-role ->
    [pawn] Pion na { $square } został bez obrony.
    [knight] Skoczek na { $square } został bez obrony.
    [bishop] Goniec na { $square } został bez obrony.
    [rook] Wieża na { $square } została bez obrony.
    [queen] Hetman na { $square } został bez obrony.
   *[king] Król na { $square } został bez obrony.
}
review-motif-hanging-moved = { $piece-role ->
    [pawn] Pion poszedł na { $square }, gdzie można go było zbić za darmo.
    [knight] Skoczek poszedł na { $square }, gdzie można go było zbić za darmo.
    [bishop] Goniec poszedł na { $square }, gdzie można go było zbić za darmo.
    [rook] Wieża poszła na { $square }, gdzie można ją było zbić za darmo.
    [queen] Hetman poszedł na { $square }, gdzie można go było zbić za darmo.
   *[king] Król poszedł na { $square }, gdzie można go było zbić za darmo.
}
review-motif-hanging-taken = { $piece-role ->
    [pawn] Pion na { $square } został tam, gdzie może go zbić { $taker }.
    [knight] Skoczek na { $square } został tam, gdzie może go zbić { $taker }.
    [bishop] Goniec na { $square } został tam, gdzie może go zbić { $taker }.
    [rook] Wieża na { $square } została tam, gdzie może ją zbić { $taker }.
    [queen] Hetman na { $square } został tam, gdzie może go zbić { $taker }.
   *[king] Król na { $square } został tam, gdzie może go zbić { $taker }.
}
review-motif-hanging-moved-taken = { $piece-role ->
    [pawn] Pion poszedł na { $square }, gdzie może go zbić { $taker }.
    [knight] Skoczek poszedł na { $square }, gdzie może go zbić { $taker }.
    [bishop] Goniec poszedł na { $square }, gdzie może go zbić { $taker }.
    [rook] Wieża poszła na { $square }, gdzie może ją zbić { $taker }.
    [queen] Hetman poszedł na { $square }, gdzie może go zbić { $taker }.
   *[king] Król poszedł na { $square }, gdzie może go zbić { $taker }.
}
review-motif-fork = Widełki: { $piece } na { $square } atakuje jednocześnie { $first-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
} i { $second-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}.
review-motif-pin = Związanie: { $pinned } na { $square } nie może odejść, bo wtedy { $attacker } dosięgnie { $behind-role ->
    [pawn] piona stojącego
    [knight] skoczka stojącego
    [bishop] gońca stojącego
    [rook] wieży stojącej
    [queen] hetmana stojącego
   *[king] króla stojącego
} za { $pinned-role ->
    [pawn] pionem
    [knight] skoczkiem
    [bishop] gońcem
    [rook] wieżą
    [queen] hetmanem
   *[king] królem
}.
review-motif-skewer = Szpila: { $attacker } atakuje { $front-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}, a gdy { $front } ustępuje, { $attacker } bije { $behind-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
} na { $square }.
review-motif-discovered = { $target-role ->
    [king] Szach z odsłony: { $moved } schodzi z drogi, stwarzając własną groźbę, a { $attacker } daje szacha królowi.
   *[other] Atak z odsłony: { $moved } schodzi z drogi i odsłania atak { $attacker-role ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieży
        [queen] hetmana
       *[king] króla
    } na { $target-role ->
        [pawn] piona
        [knight] skoczka
        [bishop] gońca
        [rook] wieżę
        [queen] hetmana
       *[king] króla
    }, stwarzając przy tym własną groźbę.
}
review-motif-back-rank = Mat na ostatniej linii: król był zamknięty własnymi bierkami na swoim pierwszym rzędzie, a { $piece-role ->
    [pawn] pion dał mu tam mata
    [knight] skoczek dał mu tam mata
    [bishop] goniec dał mu tam mata
    [rook] wieża dała mu tam mata
    [queen] hetman dał mu tam mata
   *[king] król dał mu tam mata
}.
review-motif-missed-mate = { $color ->
    [white] Białe
   *[black] Czarne
} miały { $count ->
    [one] mata w jednym ruchu: { $better }.
   *[other] mata w { $count } ruchach, zaczynając od { $better }.
}
review-motif-free-capture = Ruchem { $better } można było za darmo zbić { $piece-role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
} na { $square }.
review-motif-stalemate = Po tym ruchu { $color ->
    [white] białe
   *[black] czarne
} nie miały już żadnego dozwolonego ruchu, choć nie były w szachu: pat, a wygrana partia skończyła się remisem.
