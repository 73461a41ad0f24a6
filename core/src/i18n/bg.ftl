# Ply на български. Същите идентификатори и променливи като в en.ftl (тестовете проверяват това).
# Имената на фигурите ($piece, $attacker, ...) идват без член; където изречението иска членувана
# форма или съгласуване по род, формата се избира по придружаващия идентификатор ($piece-role, ...).

color-white = Белите
color-black = Черните

role-pawn = пешка
role-knight = кон
role-bishop = офицер
role-rook = топ
role-queen = царица
role-king = цар

status-to-move = На ход са { $color ->
    [white] белите
   *[black] черните
}
status-in-check = { $color ->
    [white] Белите
   *[black] Черните
} са на ход и са в шах
status-checkmate = Мат. { $winner ->
    [white] Белите
   *[black] Черните
} печелят.
status-resignation = { $loser ->
    [white] Белите
   *[black] Черните
} се предадоха. { $winner ->
    [white] Белите
   *[black] Черните
} печелят.
status-timeout = Времето на { $loser ->
    [white] белите
   *[black] черните
} изтече. { $winner ->
    [white] Белите
   *[black] Черните
} печелят.
status-stalemate = Пат: реми.
status-agreement = Реми по взаимно съгласие.
status-threefold = Реми: една и съща позиция се повтори три пъти.
status-fivefold = Реми: една и съща позиция се повтори пет пъти.
status-fifty-moves = Реми: петдесет хода без вземане и без ход с пешка.
status-seventy-five-moves = Реми: седемдесет и пет хода без вземане и без ход с пешка.
status-insufficient-material = Реми: никоя от страните вече не може да даде мат.
status-timeout-draw = Времето на { $loser ->
    [white] белите
   *[black] черните
} изтече, но { $winner ->
    [white] белите
   *[black] черните
} не могат да дадат мат: реми.

computer-thinking = Компютърът мисли…
draw-offered = { $color ->
    [white] Белите
   *[black] Черните
} предлагат реми.
fifty-move-counter = До реми по правилото за петдесетте хода { $moves ->
    [one] остава { $moves } ход
   *[other] остават { $moves } хода
}
repetition-counter = Тази позиция вече се е появявала { $count ->
    [1] веднъж
    [2] два пъти
   *[other] { $count } пъти
}

square-empty = { $square }, празно поле
square-piece = { $square }, { $piece-role ->
    [pawn] { $color ->
        [white] бяла
       *[black] черна
    }
    [queen] { $color ->
        [white] бяла
       *[black] черна
    }
   *[other] { $color ->
        [white] бял
       *[black] черен
    }
} { $piece }

spoken-move = { $piece } от { $from } на { $to }
spoken-capture = { $piece } от { $from } взема { $captured } на { $to }
spoken-castle-king-side = Малка рокада
spoken-castle-queen-side = Голяма рокада
spoken-en-passant = { $move }, ан пасан
spoken-promotion = { $move }, произвеждане в { $promoted }
spoken-check = { $move }, шах
spoken-checkmate = { $move }, мат

button-undo = Върни ход
button-redo = Повтори ход
button-offer-draw = Предложи реми
button-accept-draw = Приеми реми
button-decline-draw = Откажи
button-resign = Предай се
button-hint = Подсказка
button-new-game = Нова партия

why-not-same-square = Ходът трябва да води от { $square } на друго поле.
why-not-no-piece = На поле { $square } няма фигура.
why-not-not-your-piece = { $piece-role ->
    [pawn] Пешката на { $square } не е ваша
    [knight] Конят на { $square } не е ваш
    [bishop] Офицерът на { $square } не е ваш
    [rook] Топът на { $square } не е ваш
    [queen] Царицата на { $square } не е ваша
   *[king] Царят на { $square } не е ваш
}: сега на ход са { $color ->
    [white] белите
   *[black] черните
}.
why-not-own-piece = Не можете да вземете { $piece-role ->
    [pawn] собствената си пешка
    [knight] собствения си кон
    [bishop] собствения си офицер
    [rook] собствения си топ
    [queen] собствената си царица
   *[king] собствения си цар
} на { $square }.
why-not-cannot-move-like-that = { $piece-role ->
    [pawn] Пешката
    [knight] Конят
    [bishop] Офицерът
    [rook] Топът
    [queen] Царицата
   *[king] Царят
} от { $from } не може да отиде на { $to }: { $role ->
    [pawn] пешката се движи право напред, а взема с едно поле по диагонал напред.
    [knight] конят се движи като буквата „Г“ – две полета в една посока и едно встрани.
    [bishop] офицерът се движи само по диагоналите.
    [rook] топът се движи само по вертикалите и хоризонталите.
    [queen] царицата се движи по вертикалите, хоризонталите и диагоналите.
   *[king] царят се движи с едно поле във всяка посока.
}
why-not-path-blocked = { $piece-role ->
    [pawn] Пешката
    [knight] Конят
    [bishop] Офицерът
    [rook] Топът
    [queen] Царицата
   *[king] Царят
} не може да прескочи { $blocker-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} на { $square }: само конят прескача други фигури.
why-not-pawn-backward = Пешката никога не се движи назад.
why-not-pawn-double-step = Пешката на { $square } вече е напуснала началното си поле, затова се движи само с едно поле напред.
why-not-pawn-capture-straight = Пешката не взема право напред: пътя ѝ препречва { $blocker-role ->
    [pawn] пешката
    [knight] конят
    [bishop] офицерът
    [rook] топът
    [queen] царицата
   *[king] царят
} на { $square }.
why-not-pawn-diagonal-empty = По диагонал пешката се движи само когато взема, а поле { $square } е празно.
why-not-en-passant-expired = Пешката на { $square } можеше да бъде взета ан пасан само веднага, с хода точно след като премина две полета.
why-not-moves-into-check = Царят ви не може да отиде на { $square }: това поле е атакувано от { $attacker-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} на { $attacker-square }.
why-not-double-check = Царят ви е в шах едновременно от две фигури ({ $attacker-role ->
    [pawn] пешката
    [knight] конят
    [bishop] офицерът
    [rook] топът
    [queen] царицата
   *[king] царят
} на { $attacker-square } и { $other-role ->
    [pawn] пешката
    [knight] конят
    [bishop] офицерът
    [rook] топът
    [queen] царицата
   *[king] царят
} на { $other-square }): може да се играе само с царя.
why-not-keeps-king-in-check = Царят ви е в шах от { $attacker-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} на { $attacker-square }, а този ход не го спасява.
why-not-pinned = { $piece-role ->
    [pawn] Пешката на { $square } е свързана
    [knight] Конят на { $square } е свързан
    [bishop] Офицерът на { $square } е свързан
    [rook] Топът на { $square } е свързан
    [queen] Царицата на { $square } е свързана
   *[king] Царят на { $square } е свързан
}: закрива царя ви от { $attacker-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} на { $attacker-square }.
why-not-exposes-king = Този ход би оставил царя ви под удара на { $attacker-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} на { $attacker-square }.
why-not-castling-right-lost = { $side ->
    [king] Малката
   *[queen] Голямата
} рокада вече не е възможна: { $cause ->
    [king-moved] царят ви вече е правил ход.
    [rook-moved] този топ вече е правил ход.
    [rook-captured] този топ е бил взет.
   *[unknown] царят или този топ вече са правили ход.
}
why-not-castling-in-check = Рокада при шах не се прави, а царят ви е в шах от { $attacker-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} на { $attacker-square }.
why-not-castling-blocked = { $side ->
    [king] Малката
   *[queen] Голямата
} рокада още не е възможна: пречи { $blocker-role ->
    [pawn] пешката
    [knight] конят
    [bishop] офицерът
    [rook] топът
    [queen] царицата
   *[king] царят
} на { $square }.
why-not-castling-through-check = { $side ->
    [king] Малката
   *[queen] Голямата
} рокада е невъзможна: царят би минал през поле { $square }, което е атакувано от { $attacker-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} на { $attacker-square }.
why-not-castling-into-check = { $side ->
    [king] Малката
   *[queen] Голямата
} рокада е невъзможна: царят би застанал на поле { $square }, което е атакувано от { $attacker-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} на { $attacker-square }.
why-not-castle-onto-rook = За да направите { $side ->
    [king] малка
   *[queen] голяма
} рокада, поставете царя върху своя топ на { $square }.
why-not-promotion-required = Пешка, стигнала до { $square }, трябва да бъде произведена: изберете царица, топ, офицер или кон.
why-not-promotion-not-allowed = Само пешка, стигнала до последната хоризонтала, може да стане { $piece }.
why-not-cannot-promote-to = Пешката може да стане царица, топ, офицер или кон, но не и { $piece }.

button-start-again = Започни отначало
button-try-it = Опитай
rules-title = Правила на шаха

practice-step = Стъпка { $step } от { $steps }
practice-solved = Решено!
practice-next-move = Правилно. Сега следващият ход.
practice-escape-found = Правилно: { $way ->
    [capture] фигурата, която даваше шах, е взета.
    [block] шахът е закрит.
   *[king] царят се измъкна от шаха.
} Сега намерете друг начин.
practice-escape-again = По този начин вече излязохте от шах ({ $way ->
    [capture] с вземане
    [block] със закриване
   *[king] с ход на царя
}). Намерете друг.
practice-not-that-piece = Това е ход с { $moved }, а задачата иска ход с { $wanted }.
practice-touched-piece = Докоснахте { $piece-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} на { $square }, значи трябва да играете точно с тази фигура.
practice-no-capture = Този ход не взема нищо.
practice-wrong-target = Този ход взема { $captured }, а задачата е да вземете { $wanted }.
practice-wrong-capturer = Целта е правилна, но трябва да я вземете с { $wanted }, а не с { $moved }.
practice-capture-more = Този ход печели { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}, но друго вземане печели повече.
practice-not-en-passant = Това е позволен ход, но не е вземане ан пасан.
practice-not-castling = Това е позволен ход, но не е рокада.
practice-wrong-side = Това е { $side ->
    [king] малка
   *[queen] голяма
} рокада: направете рокада на другата страна.
practice-no-promotion = С този ход не се произвежда пешка.
practice-wrong-promotion = Пешката стана { $promoted }, а задачата изисква { $wanted }.
practice-promotion-without-check = Това произвеждане не дава шах.
practice-not-check = Този ход дори не дава шах.
practice-check-not-mate = Шах, но не мат: { $color ->
    [white] белите
   *[black] черните
} още могат да се защитят.
practice-stalemate = Това е пат: { $color ->
    [white] белите
   *[black] черните
} нямат нито един ход и не са в шах, затова партията завършва реми.
practice-not-drawn = След този ход партията продължава: това не е реми.
practice-not-that-move = Изиграхте { $played }, а задачата е да изиграете { $wanted }.
practice-mate-follows = След този ход противникът дава мат: { $move }.

## Думите на самите приложения: заглавия, бутони, елементи от менюта и надписи за екранния четец.

common-back = Назад
common-home = Начален екран
common-cancel = Отказ
common-ok = ОК

home-continue = Продължи партията
home-versus-computer = Срещу компютъра
home-pass-and-play = Двама играчи
home-level = Ниво
level-beginner = Начинаещ
level-easy = Лесно
level-normal = Средно
level-hard = Трудно
level-expert = Експерт
home-your-color = Вашият цвят
home-random-color = Случайно
home-board-turning = Обръщане на дъската
turning-fixed = Белите отдолу
turning-flip-each-move = Обръща се след всеки ход
turning-face-to-face = Лице в лице
home-chess960 = Шах 960
home-clock = Часовник
home-no-clock = Без часовник
home-start = Започни
time-control-spoken = { $minutes ->
    [one] { $minutes } минута
   *[other] { $minutes } минути
}{ $increment ->
    [0] {""}
    [one] , плюс { $increment } секунда за всеки ход
   *[other] , плюс { $increment } секунди за всеки ход
}

game-title = Партия
game-none = Още няма партия: започнете я от началния екран.
game-save-unreadable = Запазената партия не може да бъде прочетена.
game-see-rule = Прочети правилото
game-resign-question = Ще се предадете ли?
game-keep-playing = Продължи играта
game-offer-draw-question = Да предложите ли реми?
game-over = Край на партията
game-rematch = Реванш
game-share-pgn = Сподели партията (PGN)
game-shared-title = Шахматна партия от Ply
game-look-at-board = Виж дъската
game-promote-to = Произведи пешката в

rules-practice = Упражнение
rules-try-again = Опитай отново
rules-no-such-card = Няма такава карта с правило.

settings-title = Настройки
settings-language = Език
settings-system-language = Езикът на системата
settings-board-colors = Цветове на дъската
board-colors-wood = Дърво
board-colors-green = Зелено
board-colors-blue = Синьо
board-colors-gray = Сиво
settings-on-moves = При всеки ход
settings-sound = Звук
settings-vibration = Вибрация
settings-coaching = Обучение
settings-coach-lock = Без връщане на ходове срещу компютъра
settings-coach-lock-note = Важи от следващата нова партия.

## Думите на терминала около картите с правила (`ply rules`). Въвежданите думи (`again`, `quit`,
## буквите q, r, b, n) и самото `ply rules` не се превеждат; $command е командният ред.

terminal-legend = * може да отиде там   x може да вземе там   # не може да отиде там   (p) фигурата   [ ] отбелязано поле
terminal-arrows = стрелки: { $arrows }
terminal-has-practice = (упражнение)
terminal-practice = Упражнение ({ $command }): { $goal }
terminal-practice-help = Въведете ход в запис SAN (Nf3, O-O), UCI (g1f3, e7e8n) или като две полета (g1 f3); `again` започва задачата отначало, `quit` излиза.
terminal-promote-prompt = Произвеждане в (q царица, r топ, b офицер, n кон)?
terminal-not-a-promotion = Пешката не може да стане такава фигура: въведете q, r, b или n.
terminal-rule-card-link = (карта с правило: { $card })
terminal-no-such-card = няма карта с правило `{ $card }`; `ply rules` ги изброява

# Анализът след партията. $move, $answer и $better са ходове в запис („19. Nf3?“, „19…Bxg5“);
# $color е страната, която играе $answer (при пропуснатия мат – тази, която го е имала, при пата –
# тази, която е в пат). За $piece, $first, $second, $attacker, $pinned, $behind, $front, $moved и
# $target членуваната форма се избира по придружаващия -role.
review-title = Анализ на партията
review-button = Анализирай партията
review-progress = Анализ на ход { $done } от { $total }
review-no-mistakes = Няма грешки: нито един ход не пропиля шансовете.
review-key-moments = Ключови моменти
review-played = Изиграно
review-better = По-добре
review-graph = Шансът на белите за победа, ход по ход
review-class = { $class ->
    [best] Най-добър ход
    [good] Добър ход
    [inaccuracy] Неточност
    [mistake] Грешка
   *[blunder] Груба грешка
}
review-answer-mate = След { $move } { $color ->
    [white] белите
   *[black] черните
} { $count ->
    [one] веднага дават мат с { $answer }.
   *[other] дават мат в { $count } хода, започвайки с { $answer }.
}
review-answer-piece = След { $move } { $color ->
    [white] белите
   *[black] черните
} играят { $answer } и печелят { $piece-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
}.
review-answer-exchange = След { $move } { $color ->
    [white] белите
   *[black] черните
} играят { $answer } и печелят качество: топ срещу офицер или кон.
review-answer-pawns = След { $move } { $color ->
    [white] белите
   *[black] черните
} играят { $answer } и печелят { $count ->
    [one] пешка
   *[other] { $count } пешки
}.
review-answer-material = След { $move } { $color ->
    [white] белите
   *[black] черните
} играят { $answer } и печелят материал на стойност { $count ->
    [one] една пешка
   *[other] { $count } пешки
}.
review-answer-plain = След { $move } най-силният отговор е { $answer }.
review-better-mate = По-добре беше { $better }: { $count ->
    [one] това е мат веднага.
   *[other] това е мат в { $count } хода.
}
review-better-piece = По-добре беше { $better }: този ход печели { $piece-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
}.
review-better-exchange = По-добре беше { $better }: този ход печели качество.
review-better-pawns = По-добре беше { $better }: този ход печели { $count ->
    [one] пешка
   *[other] { $count } пешки
}.
review-better-material = По-добре беше { $better }: този ход печели материал на стойност { $count ->
    [one] една пешка
   *[other] { $count } пешки
}.
review-better-keeps = По-добре беше { $better }: този ход запазваше { $piece-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
}.
review-better-plain = По-добре беше { $better }.
review-motif-hanging = { $piece-role ->
    [pawn] Пешката на { $square } остана без защита.
    [knight] Конят на { $square } остана без защита.
    [bishop] Офицерът на { $square } остана без защита.
    [rook] Топът на { $square } остана без защита.
    [queen] Царицата на { $square } остана без защита.
   *[king] Царят на { $square } остана без защита.
}
review-motif-hanging-moved = { $piece-role ->
    [pawn] Пешката отиде на { $square }, където можеше да бъде взета даром.
    [knight] Конят отиде на { $square }, където можеше да бъде взет даром.
    [bishop] Офицерът отиде на { $square }, където можеше да бъде взет даром.
    [rook] Топът отиде на { $square }, където можеше да бъде взет даром.
    [queen] Царицата отиде на { $square }, където можеше да бъде взета даром.
   *[king] Царят отиде на { $square }, където можеше да бъде взет даром.
}
review-motif-hanging-taken = { $piece-role ->
    [pawn] Пешката на { $square } остана под удар: може да я вземе { $taker }.
    [knight] Конят на { $square } остана под удар: може да го вземе { $taker }.
    [bishop] Офицерът на { $square } остана под удар: може да го вземе { $taker }.
    [rook] Топът на { $square } остана под удар: може да го вземе { $taker }.
    [queen] Царицата на { $square } остана под удар: може да я вземе { $taker }.
   *[king] Царят на { $square } остана под удар: може да го вземе { $taker }.
}
review-motif-hanging-moved-taken = { $piece-role ->
    [pawn] Пешката отиде на { $square }, където може да я вземе { $taker }.
    [knight] Конят отиде на { $square }, където може да го вземе { $taker }.
    [bishop] Офицерът отиде на { $square }, където може да го вземе { $taker }.
    [rook] Топът отиде на { $square }, където може да го вземе { $taker }.
    [queen] Царицата отиде на { $square }, където може да я вземе { $taker }.
   *[king] Царят отиде на { $square }, където може да го вземе { $taker }.
}
review-motif-fork = Вилица: { $piece-role ->
    [pawn] пешката
    [knight] конят
    [bishop] офицерът
    [rook] топът
    [queen] царицата
   *[king] царят
} на { $square } напада едновременно { $first-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} и { $second-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
}.
review-motif-pin = Свръзка: { $pinned-role ->
    [pawn] пешката
    [knight] конят
    [bishop] офицерът
    [rook] топът
    [queen] царицата
   *[king] царят
} на { $square } не можеше да се отмести, защото тогава { $attacker-role ->
    [pawn] пешката
    [knight] конят
    [bishop] офицерът
    [rook] топът
    [queen] царицата
   *[king] царят
} щеше да нападне { $behind-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} зад { $pinned-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
}.
review-motif-skewer = Линеен удар: { $attacker-role ->
    [pawn] пешката
    [knight] конят
    [bishop] офицерът
    [rook] топът
    [queen] царицата
   *[king] царят
} нападна { $front-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
}, а когато { $front-role ->
    [pawn] пешката
    [knight] конят
    [bishop] офицерът
    [rook] топът
    [queen] царицата
   *[king] царят
} се отмести, { $attacker-role ->
    [pawn] пешката
    [knight] конят
    [bishop] офицерът
    [rook] топът
    [queen] царицата
   *[king] царят
} взе { $behind-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} на { $square }.
review-motif-discovered = { $target-role ->
    [king] Открит шах: ходът с { $moved } освободи линията и царят получи шах от { $attacker }, а преместената фигура създаде и собствена заплаха.
   *[other] Открито нападение: { $moved-role ->
        [pawn] пешката
        [knight] конят
        [bishop] офицерът
        [rook] топът
        [queen] царицата
       *[king] царят
    } се отмести от пътя и откри нападението на { $attacker-role ->
        [pawn] пешката
        [knight] коня
        [bishop] офицера
        [rook] топа
        [queen] царицата
       *[king] царя
    } срещу { $target-role ->
        [pawn] пешката
        [knight] коня
        [bishop] офицера
        [rook] топа
        [queen] царицата
       *[king] царя
    }, като създаде и собствена заплаха.
}
review-motif-back-rank = Мат на последната хоризонтала: царят беше затворен от собствените си фигури на първата си хоризонтала и { $piece-role ->
    [pawn] пешката
    [knight] конят
    [bishop] офицерът
    [rook] топът
    [queen] царицата
   *[king] царят
} му даде мат там.
review-motif-missed-mate = { $color ->
    [white] Белите
   *[black] Черните
} имаха { $count ->
    [one] мат в един ход: { $better }.
   *[other] мат в { $count } хода, започвайки с { $better }.
}
review-motif-free-capture = { $better } щеше да вземе даром { $piece-role ->
    [pawn] пешката
    [knight] коня
    [bishop] офицера
    [rook] топа
    [queen] царицата
   *[king] царя
} на { $square }.
review-motif-stalemate = След този ход { $color ->
    [white] белите
   *[black] черните
} останаха без нито един позволен ход, без да са в шах: пат, и спечелената партия завърши реми.
