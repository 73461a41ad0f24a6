# Ply по-русски. Те же идентификаторы и переменные, что в en.ftl (это проверяют тесты).
# Названия фигур ($piece, $attacker, ...) приходят в именительном падеже; где фразе нужен другой
# падеж или род, форма выбирается по сопровождающему идентификатору ($piece-role, ...).

color-white = Белые
color-black = Чёрные

role-pawn = пешка
role-knight = конь
role-bishop = слон
role-rook = ладья
role-queen = ферзь
role-king = король

status-to-move = Ход { $color ->
    [white] белых
   *[black] чёрных
}
status-in-check = Ход { $color ->
    [white] белых
   *[black] чёрных
}, шах
status-checkmate = Мат. { $winner ->
    [white] Белые
   *[black] Чёрные
} победили.
status-resignation = { $loser ->
    [white] Белые
   *[black] Чёрные
} сдались. { $winner ->
    [white] Белые
   *[black] Чёрные
} победили.
status-timeout = У { $loser ->
    [white] белых
   *[black] чёрных
} закончилось время. { $winner ->
    [white] Белые
   *[black] Чёрные
} победили.
status-stalemate = Пат: ничья.
status-agreement = Ничья по соглашению.
status-threefold = Ничья: одна и та же позиция повторилась три раза.
status-fivefold = Ничья: одна и та же позиция повторилась пять раз.
status-fifty-moves = Ничья: пятьдесят ходов без взятий и без ходов пешками.
status-seventy-five-moves = Ничья: семьдесят пять ходов без взятий и без ходов пешками.
status-insufficient-material = Ничья: ни одна из сторон уже не может поставить мат.
status-timeout-draw = У { $loser ->
    [white] белых
   *[black] чёрных
} закончилось время, но { $winner ->
    [white] белые
   *[black] чёрные
} не могут поставить мат: ничья.

computer-thinking = Компьютер думает…
draw-offered = { $color ->
    [white] Белые
   *[black] Чёрные
} предлагают ничью.
fifty-move-counter = До ничьей по правилу пятидесяти ходов { $moves ->
    [one] остался { $moves } ход
    [few] осталось { $moves } хода
   *[many] осталось { $moves } ходов
}
repetition-counter = Эта позиция встречалась уже { $count ->
    [1] один раз
    [2] дважды
    [few] { $count } раза
   *[other] { $count } раз
}

square-empty = { $square }, пустое поле
square-piece = { $square }, { $piece-role ->
    [pawn] { $color ->
        [white] белая
       *[black] чёрная
    }
    [rook] { $color ->
        [white] белая
       *[black] чёрная
    }
   *[other] { $color ->
        [white] белый
       *[black] чёрный
    }
} { $piece }

spoken-move = { $piece } с { $from } на { $to }
spoken-capture = { $piece } с { $from } берёт { $captured-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
} на { $to }
spoken-castle-king-side = Короткая рокировка
spoken-castle-queen-side = Длинная рокировка
spoken-en-passant = { $move }, взятие на проходе
spoken-promotion = { $move }, превращение в { $promoted-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}
spoken-check = { $move }, шах
spoken-checkmate = { $move }, мат

button-undo = Отменить ход
button-redo = Повторить ход
button-offer-draw = Предложить ничью
button-accept-draw = Принять ничью
button-decline-draw = Отклонить
button-resign = Сдаться
button-hint = Подсказка
button-new-game = Новая партия

why-not-same-square = Ход должен вести с { $square } на другое поле.
why-not-no-piece = На поле { $square } нет фигуры.
why-not-not-your-piece = { $piece-role ->
    [pawn] Пешка на { $square } не ваша
    [knight] Конь на { $square } не ваш
    [bishop] Слон на { $square } не ваш
    [rook] Ладья на { $square } не ваша
    [queen] Ферзь на { $square } не ваш
   *[king] Король на { $square } не ваш
}: сейчас ход { $color ->
    [white] белых
   *[black] чёрных
}.
why-not-own-piece = Нельзя взять { $piece-role ->
    [pawn] свою пешку
    [knight] своего коня
    [bishop] своего слона
    [rook] свою ладью
    [queen] своего ферзя
   *[king] своего короля
} на { $square }.
why-not-cannot-move-like-that = { $piece-role ->
    [pawn] Пешка
    [knight] Конь
    [bishop] Слон
    [rook] Ладья
    [queen] Ферзь
   *[king] Король
} с { $from } не может пойти на { $to }: { $role ->
    [pawn] пешка ходит прямо вперёд, а бьёт на одно поле наискосок вперёд.
    [knight] конь ходит буквой «Г» — на два поля в одну сторону и на одно вбок.
    [bishop] слон ходит только по диагонали.
    [rook] ладья ходит только по вертикали и по горизонтали.
    [queen] ферзь ходит по вертикали, по горизонтали и по диагонали.
   *[king] король ходит на одно поле в любую сторону.
}
why-not-path-blocked = { $piece-role ->
    [pawn] Пешка
    [knight] Конь
    [bishop] Слон
    [rook] Ладья
    [queen] Ферзь
   *[king] Король
} не может перепрыгнуть через { $blocker-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
} на { $square }: перепрыгивать через фигуры умеет только конь.
why-not-pawn-backward = Пешка никогда не ходит назад.
why-not-pawn-double-step = Пешка на { $square } уже покинула исходное поле, поэтому ходит только на одно поле вперёд.
why-not-pawn-capture-straight = Пешка не бьёт прямо вперёд: ей мешает { $blocker } на { $square }.
why-not-pawn-diagonal-empty = Наискосок пешка ходит, только когда бьёт, а поле { $square } пустое.
why-not-en-passant-expired = Пешку на { $square } можно было взять на проходе только сразу, следующим ходом после её хода на два поля.
why-not-moves-into-check = Ваш король не может встать на { $square }: это поле атакует { $attacker } с { $attacker-square }.
why-not-double-check = Вашему королю шах сразу от двух фигур ({ $attacker } с { $attacker-square } и { $other } с { $other-square }): ходить можно только королём.
why-not-keeps-king-in-check = Вашему королю шах: его атакует { $attacker } с { $attacker-square }, а этот ход от шаха не спасает.
why-not-pinned = { $piece-role ->
    [pawn] Пешка на { $square } связана: она закрывает
    [knight] Конь на { $square } связан: он закрывает
    [bishop] Слон на { $square } связан: он закрывает
    [rook] Ладья на { $square } связана: она закрывает
    [queen] Ферзь на { $square } связан: он закрывает
   *[king] Король на { $square } связан: он закрывает
} вашего короля от { $attacker-role ->
    [pawn] пешки
    [knight] коня
    [bishop] слона
    [rook] ладьи
    [queen] ферзя
   *[king] короля
} с { $attacker-square }.
why-not-exposes-king = Этот ход подставил бы вашего короля под удар { $attacker-role ->
    [pawn] пешки
    [knight] коня
    [bishop] слона
    [rook] ладьи
    [queen] ферзя
   *[king] короля
} с { $attacker-square }.
why-not-castling-right-lost = { $side ->
    [king] Короткая
   *[queen] Длинная
} рокировка больше невозможна: { $cause ->
    [king-moved] ваш король уже ходил.
    [rook-moved] эта ладья уже ходила.
    [rook-captured] эту ладью взяли.
   *[unknown] король или эта ладья уже ходили.
}
why-not-castling-in-check = Рокироваться под шахом нельзя, а вашему королю шах даёт { $attacker } с { $attacker-square }.
why-not-castling-blocked = { $side ->
    [king] Короткая
   *[queen] Длинная
} рокировка пока невозможна: мешает { $blocker } на { $square }.
why-not-castling-through-check = { $side ->
    [king] Короткая
   *[queen] Длинная
} рокировка невозможна: король прошёл бы через поле { $square }, которое атакует { $attacker } с { $attacker-square }.
why-not-castling-into-check = { $side ->
    [king] Короткая
   *[queen] Длинная
} рокировка невозможна: король встал бы на поле { $square }, которое атакует { $attacker } с { $attacker-square }.
why-not-castle-onto-rook = Чтобы сделать { $side ->
    [king] короткую
   *[queen] длинную
} рокировку, поставьте короля на свою ладью на { $square }.
why-not-promotion-required = Пешка, дошедшая до { $square }, должна превратиться в другую фигуру: выберите ферзя, ладью, слона или коня.
why-not-promotion-not-allowed = Превратиться в { $piece-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
} может только пешка, дошедшая до последней горизонтали.
why-not-cannot-promote-to = Пешка может превратиться в ферзя, ладью, слона или коня, но не в { $piece-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}.

button-start-again = Начать заново
button-try-it = Попробовать
rules-title = Правила шахмат

practice-step = Шаг { $step } из { $steps }
practice-solved = Решено!
practice-next-move = Верно. Теперь следующий ход.
practice-escape-found = Верно: { $way ->
    [capture] фигура, которая давала шах, взята.
    [block] вы закрылись от шаха.
   *[king] король ушёл из-под шаха.
} Теперь найдите другой способ.
practice-escape-again = Этот способ уйти от шаха уже был ({ $way ->
    [capture] взятие
    [block] закрытие
   *[king] ход королём
}). Найдите другой.
practice-not-that-piece = Это ход { $moved-role ->
    [pawn] пешкой
    [knight] конём
    [bishop] слоном
    [rook] ладьёй
    [queen] ферзём
   *[king] королём
}, а по заданию нужно сходить { $wanted-role ->
    [pawn] пешкой
    [knight] конём
    [bishop] слоном
    [rook] ладьёй
    [queen] ферзём
   *[king] королём
}.
practice-touched-piece = Вы тронули { $piece-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
} на { $square }, значит, ходить нужно именно этой фигурой.
practice-no-capture = Этот ход ничего не берёт.
practice-wrong-target = Этот ход берёт { $captured-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}, а по заданию нужно взять { $wanted-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}.
practice-wrong-capturer = Цель верная, но брать нужно { $wanted-role ->
    [pawn] пешкой
    [knight] конём
    [bishop] слоном
    [rook] ладьёй
    [queen] ферзём
   *[king] королём
}, а не { $moved-role ->
    [pawn] пешкой
    [knight] конём
    [bishop] слоном
    [rook] ладьёй
    [queen] ферзём
   *[king] королём
}.
practice-capture-more = Этот ход выигрывает { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, но другое взятие выигрывает больше.
practice-not-en-passant = Это допустимый ход, но не взятие на проходе.
practice-not-castling = Это допустимый ход, но не рокировка.
practice-wrong-side = Это { $side ->
    [king] короткая
   *[queen] длинная
} рокировка: рокируйтесь в другую сторону.
practice-no-promotion = В этом ходе пешка не превращается.
practice-wrong-promotion = Пешка превратилась в { $promoted-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}, а по заданию нужно выбрать { $wanted-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}.
practice-promotion-without-check = Это превращение не даёт шаха.
practice-not-check = Этот ход даже не даёт шаха.
practice-check-not-mate = Шах, но не мат: { $color ->
    [white] белые
   *[black] чёрные
} ещё могут защититься.
practice-stalemate = Это пат: у { $color ->
    [white] белых
   *[black] чёрных
} нет ни одного хода, и их король не под шахом, поэтому партия закончилась вничью.
practice-not-drawn = После этого хода партия продолжается: это не ничья.
practice-not-that-move = Вы сыграли { $played }, а по заданию нужно сыграть { $wanted }.
practice-mate-follows = После этого хода соперник ставит мат: { $move }.

## Слова самих приложений: заголовки, кнопки, пункты меню и подписи для экранного диктора.

common-back = Назад
common-home = Главный экран
common-cancel = Отмена
common-ok = ОК

home-continue = Продолжить партию
home-versus-computer = С компьютером
home-pass-and-play = Вдвоём
home-level = Уровень
level-beginner = Новичок
level-easy = Лёгкий
level-normal = Средний
level-hard = Сложный
level-expert = Эксперт
home-your-color = Ваш цвет
home-random-color = Случайно
home-board-turning = Поворот доски
turning-fixed = Белые внизу
turning-flip-each-move = Поворачивается после каждого хода
turning-face-to-face = Лицом к лицу
home-chess960 = Шахматы-960
home-clock = Часы
home-no-clock = Без часов
home-start = Начать
time-control-spoken = { $minutes ->
    [one] { $minutes } минута
    [few] { $minutes } минуты
   *[many] { $minutes } минут
}{ $increment ->
    [0] {""}
    [one] , плюс { $increment } секунда за каждый ход
    [few] , плюс { $increment } секунды за каждый ход
   *[many] , плюс { $increment } секунд за каждый ход
}

game-title = Партия
game-none = Партии пока нет: начните её на главном экране.
game-save-unreadable = Не удалось прочитать сохранённую партию.
game-see-rule = Прочитать правило
game-resign-question = Сдать эту партию?
game-keep-playing = Продолжить игру
game-offer-draw-question = Предложить ничью?
game-over = Партия окончена
game-rematch = Реванш
game-share-pgn = Поделиться партией (PGN)
game-shared-title = Шахматная партия из Ply
game-look-at-board = Посмотреть на доску
game-promote-to = Превратить пешку в

rules-practice = Упражнение
rules-try-again = Попробовать ещё раз
rules-no-such-card = Такой карточки с правилом нет.

settings-title = Настройки
settings-language = Язык
settings-system-language = Язык системы
settings-board-colors = Цвета доски
board-colors-wood = Дерево
board-colors-green = Зелёный
board-colors-blue = Синий
board-colors-gray = Серый
settings-on-moves = При каждом ходе
settings-sound = Звук
settings-vibration = Вибрация
settings-coaching = Обучение
settings-coach-lock = Без отмены ходов против компьютера
settings-coach-lock-note = Действует со следующей новой партии.

## Слова терминала вокруг карточек с правилами (`ply rules`). Вводимые слова (`again`, `quit`,
## буквы q, r, b, n) и сама команда `ply rules` не переводятся; $command — строка команды.

terminal-legend = * можно пойти   x можно взять   # нельзя пойти   (p) фигура   [ ] отмеченное поле
terminal-arrows = стрелки: { $arrows }
terminal-has-practice = (упражнение)
terminal-practice = Упражнение ({ $command }): { $goal }
terminal-practice-help = Введите ход в записи SAN (Nf3, O-O), UCI (g1f3, e7e8n) или двумя полями (g1 f3); `again` начинает задание заново, `quit` завершает его.
terminal-promote-prompt = Превратить в (q ферзь, r ладья, b слон, n конь)?
terminal-not-a-promotion = В такую фигуру пешка превратиться не может: введите q, r, b или n.
terminal-rule-card-link = (карточка с правилом: { $card })
terminal-no-such-card = карточки с правилом `{ $card }` нет; `ply rules` выводит их список

# Разбор партии. $move, $answer и $better — ходы в записи («19. Nf3?», «19…Bxg5»); $color — сторона,
# которая играет $answer (при упущенном мате — та, у которой он был, при пате — та, которой его
# поставили). Для $piece, $first, $second, $attacker, $pinned, $behind, $front, $moved и $target
# падеж выбирается по сопровождающему -role.
review-title = Разбор партии
review-button = Разобрать партию
review-progress = Разбор хода { $done } из { $total }
review-no-mistakes = Ошибок нет: ни один ход не упустил шансов.
review-key-moments = Ключевые моменты
review-played = Сыграно
review-better = Лучше
review-graph = Шансы белых на победу, ход за ходом
review-class = { $class ->
    [best] Лучший ход
    [good] Хороший ход
    [inaccuracy] Неточность
    [mistake] Ошибка
   *[blunder] Грубая ошибка
}
review-answer-mate = После { $move } { $color ->
    [white] белые
   *[black] чёрные
} { $count ->
    [1] сразу ставят мат ходом { $answer }.
    [one] ставят мат в { $count } ход, начиная с { $answer }.
    [few] ставят мат в { $count } хода, начиная с { $answer }.
   *[many] ставят мат в { $count } ходов, начиная с { $answer }.
}
review-answer-piece = После { $move } { $color ->
    [white] белые
   *[black] чёрные
} играют { $answer } и выигрывают { $piece-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}.
review-answer-exchange = После { $move } { $color ->
    [white] белые
   *[black] чёрные
} играют { $answer } и выигрывают качество: ладью за слона или коня.
review-answer-pawns = После { $move } { $color ->
    [white] белые
   *[black] чёрные
} играют { $answer } и выигрывают { $count ->
    [1] пешку
    [one] { $count } пешку
    [few] { $count } пешки
   *[many] { $count } пешек
}.
review-answer-material = После { $move } { $color ->
    [white] белые
   *[black] чёрные
} играют { $answer } и выигрывают материал стоимостью в { $count ->
    [1] пешку
    [one] { $count } пешку
    [few] { $count } пешки
   *[many] { $count } пешек
}.
review-answer-plain = После { $move } сильнейший ответ — { $answer }.
review-better-mate = Лучше было сыграть { $better }: { $count ->
    [1] это сразу мат.
    [one] это мат в { $count } ход.
    [few] это мат в { $count } хода.
   *[many] это мат в { $count } ходов.
}
review-better-piece = Лучше было сыграть { $better }: этот ход выигрывает { $piece-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}.
review-better-exchange = Лучше было сыграть { $better }: этот ход выигрывает качество.
review-better-pawns = Лучше было сыграть { $better }: этот ход выигрывает { $count ->
    [1] пешку
    [one] { $count } пешку
    [few] { $count } пешки
   *[many] { $count } пешек
}.
review-better-material = Лучше было сыграть { $better }: этот ход выигрывает материал стоимостью в { $count ->
    [1] пешку
    [one] { $count } пешку
    [few] { $count } пешки
   *[many] { $count } пешек
}.
review-better-keeps = Лучше было сыграть { $better } и сохранить { $piece-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}.
review-better-plain = Лучше было сыграть { $better }.
review-motif-hanging = { $piece-role ->
    [pawn] Пешка на { $square } осталась без защиты.
    [knight] Конь на { $square } остался без защиты.
    [bishop] Слон на { $square } остался без защиты.
    [rook] Ладья на { $square } осталась без защиты.
    [queen] Ферзь на { $square } остался без защиты.
   *[king] Король на { $square } остался без защиты.
}
review-motif-hanging-moved = { $piece-role ->
    [pawn] Пешка пошла на { $square }, где её можно было взять даром.
    [knight] Конь пошёл на { $square }, где его можно было взять даром.
    [bishop] Слон пошёл на { $square }, где его можно было взять даром.
    [rook] Ладья пошла на { $square }, где её можно было взять даром.
    [queen] Ферзь пошёл на { $square }, где его можно было взять даром.
   *[king] Король пошёл на { $square }, где его можно было взять даром.
}
review-motif-hanging-taken = { $piece-role ->
    [pawn] Пешка на { $square } осталась под боем: её может взять { $taker }.
    [knight] Конь на { $square } остался под боем: его может взять { $taker }.
    [bishop] Слон на { $square } остался под боем: его может взять { $taker }.
    [rook] Ладья на { $square } осталась под боем: её может взять { $taker }.
    [queen] Ферзь на { $square } остался под боем: его может взять { $taker }.
   *[king] Король на { $square } остался под боем: его может взять { $taker }.
}
review-motif-hanging-moved-taken = { $piece-role ->
    [pawn] Пешка пошла на { $square }, где её может взять { $taker }.
    [knight] Конь пошёл на { $square }, где его может взять { $taker }.
    [bishop] Слон пошёл на { $square }, где его может взять { $taker }.
    [rook] Ладья пошла на { $square }, где её может взять { $taker }.
    [queen] Ферзь пошёл на { $square }, где его может взять { $taker }.
   *[king] Король пошёл на { $square }, где его может взять { $taker }.
}
review-motif-fork = Вилка: { $piece } на { $square } нападает сразу на { $first-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
} и { $second-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}.
review-motif-pin = Связка: { $pinned } на { $square } не может уйти с линии, потому что тогда { $attacker } доберётся до { $behind-role ->
    [pawn] пешки, стоящей
    [knight] коня, стоящего
    [bishop] слона, стоящего
    [rook] ладьи, стоящей
    [queen] ферзя, стоящего
   *[king] короля, стоящего
} за { $pinned-role ->
    [pawn] пешкой
    [knight] конём
    [bishop] слоном
    [rook] ладьёй
    [queen] ферзём
   *[king] королём
}.
review-motif-skewer = Сквозной удар: { $attacker } нападает на { $front-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}, а когда { $front } уходит с линии, { $attacker } забирает { $behind-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
} на { $square }.
review-motif-discovered = { $target-role ->
    [king] Вскрытый шах: { $moved } уходит с линии, создавая собственную угрозу, а { $attacker } даёт шах королю.
   *[other] Вскрытое нападение: { $moved } уходит с линии и открывает нападение { $attacker-role ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
       *[king] короля
    } на { $target-role ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
       *[king] короля
    }, создавая при этом собственную угрозу.
}
review-motif-back-rank = Мат по последней горизонтали: король был заперт на крайней горизонтали своими же фигурами, и там ему { $piece-role ->
    [pawn] поставила мат пешка
    [knight] поставил мат конь
    [bishop] поставил мат слон
    [rook] поставила мат ладья
    [queen] поставил мат ферзь
   *[king] поставил мат король
}.
review-motif-missed-mate = У { $color ->
    [white] белых
   *[black] чёрных
} был { $count ->
    [1] мат в один ход: { $better }.
    [one] мат в { $count } ход, начиная с { $better }.
    [few] мат в { $count } хода, начиная с { $better }.
   *[many] мат в { $count } ходов, начиная с { $better }.
}
review-motif-free-capture = Ходом { $better } можно было даром взять { $piece-role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
} на { $square }.
review-motif-stalemate = После этого хода у { $color ->
    [white] белых
   *[black] чёрных
} не осталось ни одного допустимого хода, хотя их король и не был под шахом: пат, и выигранная партия закончилась вничью.
